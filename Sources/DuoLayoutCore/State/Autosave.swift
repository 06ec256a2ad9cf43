/// When the session is written: `delay` seconds after the last change (a burst of
/// keys, however long, is written once, when it settles), at the latest `longest`
/// seconds after the first change not yet written, and as the session ends; a
/// failed write says so and is tried again on the next change. Nil in a state
/// whose session is not kept (a tour, a headless command).
///
/// ```swift
/// var state = EmulatorState()
/// state.autosave = Autosave(saved: SessionSnapshot(state))
/// ```
public struct Autosave: Hashable, Sendable {
  /// Seconds after the last change before the session is written. Basis: design
  /// (a pause in typing; writing the session costs as much as drawing a few keys,
  /// so it is not done while keys keep coming).
  public static let delay = 2.0
  /// Seconds after the first change not written by which it is written even while
  /// changes keep coming. Basis: design — a SIGKILL or a power cut loses at most
  /// this much typing; 10 s of non-stop keys is a sentence, and a write every 10 s
  /// costs less than one key drawn per second of typing.
  public static let longest = 10.0

  /// What the file holds, as far as the front has said.
  public var saved: SessionSnapshot?
  /// The last snapshot the front could not write: not tried again until it changes.
  public var failed: SessionSnapshot?
  /// When the next write is due, or nil while nothing new waits.
  public var due: Double?
  /// When the first change not yet written came, or nil while nothing new waits.
  public var since: Double?

  public init(saved: SessionSnapshot? = nil) {
    self.saved = saved
  }
}
