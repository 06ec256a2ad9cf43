/// Who may do what in a shared game. Each keyboard is one seat: on the host's
/// every seat key acts for the first seat and on the guest's for the second, W A
/// S D and the arrows alike. The guest gets its seat's moves, pause and Leave on
/// the two-player screen (on a two-seat app: its half, its fields and its
/// navigation, `Event.seatKey`), and nothing else: no device, pose, pattern,
/// seating, screenshot, recording or quit of the host, and no move in the other
/// half. Each player's clicks count in their own half only.
///
/// ```swift
/// SeatConfinement.hostKey(.up, in: state)                       // .key(.character("w"))
/// SeatConfinement.guestKey(.character("w"), in: state)         // .key(.up) (on shared-split)
/// SeatConfinement.guestKey(.character("w"), in: appState)       // .seatKey(.second, "w")
/// SeatConfinement.guestKey(.function(10), in: state)            // nil
/// ```
public enum SeatConfinement {
  /// The second seat's keys, and the first seat's twin of each.
  static let twins: [(first: Key, second: Key)] = [
    (.character("w"), .up), (.character("a"), .left), (.character("s"), .down),
    (.character("d"), .right), (.space, .enter), (.character("x"), .character("/")),
  ]

  /// Keys either seat may press that are not moves.
  static let eitherSeat: Set<Key> = [.character("q"), .character("p")]

  /// A key of the host's keyboard on the two-player screen: the second seat's
  /// keys become the first seat's twins, and its Leave (the second seat's alone)
  /// does nothing (nil); every other key is the host's as it is.
  ///
  /// On a two-seat app the key is the first seat's (`Event.seatKey`) unless it is
  /// one of the host's own keys (a device or pose key, a digit) while the first
  /// seat is not typing.
  public static func hostKey(_ key: Key, in state: EmulatorState) -> Event? {
    if isSeatedApp(state) {
      let typing = state.models.screen.state.app.typing
      return !typing && state.keymap.command(for: key) != nil ? .key(key) : .seatKey(.first, key)
    }
    guard isSeated(state), !state.patternEntry.isTyping(state.models) else { return .key(key) }
    let form = key.bindingForm
    if form == .delete { return .key(.character("x")) }
    if form == .backspace { return nil }
    return .key(twins.first { $0.second == form }?.first ?? key)
  }

  /// A key the host's keyboard let go: the twin `hostKey` pressed, on the
  /// two-player screen.
  public static func hostRelease(_ key: Key, in state: EmulatorState) -> Key? {
    guard case .key(let pressed)? = hostKey(key, in: state) else { return nil }
    return pressed
  }

  /// What a key of the guest's keyboard does on the host, or nil when it may do
  /// nothing now: the first seat's keys become the second seat's twins; only the
  /// second seat's keys, pause and Leave pass, and only on the two-player screen
  /// with nothing over it.
  ///
  /// On a two-seat app every key is the second seat's (`Event.seatKey`, which
  /// never reaches the global keys) but the host's own keys while the second seat
  /// is not typing, which do nothing.
  public static func guestKey(_ key: Key, in state: EmulatorState) -> Event? {
    if isSeatedApp(state) {
      let typing = state.models.screen.state.secondSeat.typing
      return !typing && state.keymap.command(for: key) != nil ? nil : .seatKey(.second, key)
    }
    return guestMove(key, in: state).map(Event.key)
  }

  /// A key the guest's keyboard let go: its seat's twin, on the two-player screen.
  public static func guestRelease(_ key: Key, in state: EmulatorState) -> Key? {
    isSeatedApp(state) ? nil : guestMove(key, in: state)
  }

  /// The second seat's key of the two-player game for the guest's `key`, if any.
  static func guestMove(_ key: Key, in state: EmulatorState) -> Key? {
    guard isSeated(state) else { return nil }
    let form = key.bindingForm
    let mapped = twins.first { $0.first == form }?.second ?? form
    let allowed =
      twins.contains { $0.second == mapped } || eitherSeat.contains(mapped)
      || mapped == .backspace || mapped == .delete
    guard allowed, state.keymap.command(for: mapped) == nil else { return nil }
    return mapped
  }

  /// A click of the guest's at `point`, if it lands in the second seat's half.
  public static func guestTap(_ point: Point, in state: EmulatorState) -> Point? {
    tap(point, of: .second, in: state)
  }

  /// A click of the host's at `point` on the phone's window: on a screen with
  /// seats, only if it lands in the first seat's half.
  public static func hostTap(_ point: Point, in state: EmulatorState) -> Point? {
    isSeated(state) ? tap(point, of: .first, in: state) : point
  }

  private static func tap(_ point: Point, of seat: Seat, in state: EmulatorState) -> Point? {
    guard isSeated(state) else { return nil }
    let innermost = state.shownTree.shownWindowNodes.last {
      point.x >= $0.frame.minX && point.x < $0.frame.maxX && point.y >= $0.frame.minY
        && point.y < $0.frame.maxY
    }
    guard let innermost, innermost.id.hasPrefix(seat.id + ".") else { return nil }
    return point
  }

  /// True while the seats' keys reach a screen with seats (the two-player
  /// screen, a two-seat app): it is on the lit display with nothing over it (the
  /// help, a tour, a glide).
  static func isSeated(_ state: EmulatorState) -> Bool {
    (state.pattern == SharedSplitPattern.id || state.screenFile?.app?.isSeated == true)
      && !state.showsHelp && state.tour == nil
  }

  /// True while a two-seat app's halves take the seats' keys.
  static func isSeatedApp(_ state: EmulatorState) -> Bool {
    isSeated(state) && state.pattern != SharedSplitPattern.id
  }
}

extension SeatConfinement {
  /// Half turns of the whole view for the player in `seat` on their own terminal:
  /// 2 when, face to face on a phone lying flat, that seat's half is drawn upside
  /// down (`Facing.quarterTurns`): each player then sees the phone from their own
  /// side of the table, their half right way up. Stacked halves turn the first
  /// seat's; side by side neither half is upside down, and nothing turns.
  ///
  /// ```swift
  /// SeatConfinement.viewTurns(for: .first, in: faceToFaceClosed)   // 2
  /// SeatConfinement.viewTurns(for: .second, in: faceToFaceClosed)  // 0
  /// ```
  public static func viewTurns(for seat: Seat, in state: EmulatorState) -> Int {
    let facing =
      state.pattern == SharedSplitPattern.id
      ? state.settings.facing
      : state.screenFile?.app?.isSeated == true ? state.models.screen.state.facing : .sameWay
    guard facing == .faceToFace, state.pose.hingeStatus != .partlyOpen else { return 0 }
    let split = SharedSplit(env: state.environment.physical)
    return split.quarterTurns(for: seat, facing: .faceToFace) == 2 ? 2 : 0
  }
}
