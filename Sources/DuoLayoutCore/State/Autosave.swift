/// When the session is written: `delay` seconds after a change settles, and as
/// the session ends; a failed write says so and is tried again on the next change.
/// Nil in a state whose session is not kept (a tour, a headless command).
///
/// ```swift
/// var state = EmulatorState()
/// state.autosave = Autosave(saved: SessionSnapshot(state))
/// ```
public struct Autosave: Hashable, Sendable {
  /// Seconds after a change before the session is written. Basis: design (a burst
  /// of keys is written once; a SIGKILL loses at most this much).
  public static let delay = 2.0

  /// What the file holds, as far as the front has said.
  public var saved: SessionSnapshot?
  /// The last snapshot the front could not write: not tried again until it changes.
  public var failed: SessionSnapshot?
  /// When the next write is due, or nil while nothing new waits.
  public var due: Double?

  public init(saved: SessionSnapshot? = nil) {
    self.saved = saved
  }
}
