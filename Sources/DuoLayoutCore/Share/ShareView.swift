/// What a guest needs to draw the phone at its own size, and nothing of the
/// host's terminal: the host's clock (and the two-player screen's, which times a
/// flash and which a restore starts over), the pattern, the device and its pose, the
/// environment options and the model of the pattern on screen (not every
/// pattern's: the guest draws only what is shown). The guest puts it into a state
/// of its own, with its own terminal size, and renders that.
///
/// Sent whole on every change rather than as a difference: the two-player
/// screen's is 1.1 KB at its menu, about 1.5 KB in a game (pong at 60 frames a second is under 100 KB/s),
/// and a whole view cannot go out of step.
///
/// ```swift
/// let bytes = ShareView.encode(hostState)
/// let drawn = try ShareView.decode(bytes, into: guestState)
/// ```
public enum ShareView {
  /// The view of `state`.
  public static func encode(_ state: EmulatorState) -> [UInt8] {
    ShareWire.number(state.now) + ShareWire.number(state.models.shared.clock ?? .nan)
      + SessionFile.encode(SessionSnapshot(state), entries: [state.patternEntry], pretty: false)
  }

  /// `base` (the guest's own state: its profile, its terminal) showing the view in
  /// `bytes`; throws for bytes that are not a view. The front fits the viewport.
  ///
  /// `screen` is the two-seat app file the host sent (`ShareMessage.screen`): a
  /// view holds its state alone, as a session does.
  public static func decode(
    _ bytes: [UInt8], into base: EmulatorState, screen: ScreenFile? = nil
  ) throws(ShareProtocolError) -> EmulatorState {
    guard bytes.count > 16 else { throw ShareProtocolError("a view with nothing in it") }
    let now = Double(bitPattern: bytes.prefix(8).reduce(0) { $0 << 8 | UInt64($1) })
    let clock = Double(bitPattern: bytes[8..<16].reduce(0) { $0 << 8 | UInt64($1) })
    guard now.isFinite else { throw ShareProtocolError("a view at no time") }
    var start = base
    if screen != nil { start.setRegistry(.withScreen) }
    let snapshot: SessionSnapshot
    do {
      snapshot = try SessionFile.decode(Array(bytes.dropFirst(16)), registry: start.registry)
    } catch {
      throw ShareProtocolError("a view that does not read: \(error.description)")
    }
    guard snapshot.profile == base.profile.id else {
      throw ShareProtocolError(
        "a view of the device '\(snapshot.profile.visible)' before its profile")
    }
    var state = snapshot.restore(into: start, devices: DeviceRegistry([base.profile]))
    if let screen { state.models.show(screen) }
    state.now = now
    // A restore starts the clock over (`SharedScreenModel.repair`); a view goes on.
    state.models.shared.clock = clock.isFinite ? clock : nil
    return state
  }
}
