/// A two-seat app (`"root": "seats"`): two people, one phone, one half each. The
/// halves are the shared-split pattern's (`SharedSplit`: even, around an active
/// fold, the first seat at the top or on the left) and each is the app's screen
/// on that seat's own navigation stack (`AppLayout.stack`), laid out in the
/// half's own environment. Each seat has its own `AppState` (path, focus,
/// values, fields, scroll); the values the file's `"shared"` names are both
/// seats' (a list both add to), kept equal after every change (`sync`).
///
/// Keys on one keyboard are split as the shared-split game splits them: W and S
/// move the first seat's focus, A and D change its value, Space presses, X goes
/// back; the arrows, Enter, Esc (or Backspace), Tab and the page keys are the
/// second seat's; F turns the halves face to face and back. While a seat types into a field the keyboard types there,
/// until Esc, Enter (one line), Up or Down. A keyboard that is one seat's (the
/// host's and the guest's of `duoterm share`: `Event.seatKey`) reaches only that
/// seat, W A S D and the arrows alike. Every node of a half starts with its seat
/// (`first.`, `second.`), so a click acts in the half it lands in.
///
/// ```swift
/// var state = ScreenState()
/// AppSeats.oneKeyboard(.character("s"), app, &state, in: env)   // the first seat's focus
/// AppSeats.seatKey(.character("s"), of: .second, app, &state, in: env)   // the second's
/// ```
enum AppSeats {
  /// Both halves and the seam between them.
  static func tree(_ app: AppFile, _ state: ScreenState, in env: LayoutEnvironment) -> LayoutNode {
    let split = SharedSplit(env: env.physical)
    let facing = facing(state, split)
    var children = [LayoutNode(id: "seam", role: .decoration(glyph: " "), frame: split.seam)]
    for seat in Seat.allCases {
      children.append(
        split.half(seat, facing: facing, in: env, direction: env.layoutDirection) {
          owner, _ in
          AppLayout.stack(app, state[seat], in: owner.safeBounds, env: owner).map {
            $0.prefixed(seat.id)
          }
        })
    }
    return LayoutNode(
      id: "screen", role: .container(.plain), frame: env.bounds, direction: .leftToRight,
      children: children)
  }

  /// The environment `seat`'s half is laid out in: what a page of its column is.
  static func environment(of seat: Seat, _ state: ScreenState, in env: LayoutEnvironment)
    -> LayoutEnvironment
  {
    let split = SharedSplit(env: env.physical)
    return split.ownerEnvironment(for: seat, facing: facing(state, split), in: env)
  }

  /// How the halves turn: face to face, the stacked halves turn for their owners
  /// (the top one upside down); side by side they stay upright, since an app's
  /// lines turned a quarter would stand as columns beside each other and read as
  /// one interleaved line (the two-player screen spaces its few lines for that).
  static func facing(_ state: ScreenState, _ split: SharedSplit) -> Facing {
    split.isSideBySide ? .sameWay : state.facing
  }

  /// F: same way / face to face, as on the two-player screen.
  static let seatingKey = Key.character("f")

  /// The first seat's keys on a keyboard both seats share, and the second seat's
  /// twin of each (`SeatConfinement`'s pairs): W ↑, S ↓, A ←, D →, Space Enter,
  /// X Esc.
  static let firstSeatKeys: [Key: Key] = [
    .character("w"): .up, .character("s"): .down, .character("a"): .left,
    .character("d"): .right, .space: .enter, .character("x"): .escape,
  ]

  /// What a seat's keyboard does in its half, keys named as the second seat's.
  static let seatActions: [Key: ScreenAction] = [
    .up: .move(.up), .down: .move(.down), .left: .left, .right: .right,
    .pageUp: .move(.pageUp), .pageDown: .move(.pageDown), .home: .move(.first),
    .end: .move(.last), .enter: .open, .escape: .back, .backspace: .back, .tab: .nextField,
  ]

  /// A key of the one keyboard both seats share (`duoterm --screen`): a typing
  /// seat's text, else the seat whose key it is acts. `.unbound` for a key of
  /// neither seat (the digits, F1), which the global keys then have.
  static func oneKeyboard(
    _ key: Key, _ app: AppFile, _ state: inout ScreenState, in env: LayoutEnvironment
  ) -> KeyOutcome {
    if let typing = Seat.allCases.first(where: { state[$0].typing }),
      type(key, of: typing, app, &state)
    {
      return .handled(feedback: nil)
    }
    let form = key.bindingForm
    if form == seatingKey { return toggleSeating(&state) }
    if let twin = firstSeatKeys[form] { return act(twin, of: .first, app, &state, in: env) }
    return act(form, of: .second, app, &state, in: env)
  }

  /// A key of a keyboard that is `seat`'s alone: into its field while it types,
  /// else its move, W A S D and the arrows alike. Never a global key.
  static func seatKey(
    _ key: Key, of seat: Seat, _ app: AppFile, _ state: inout ScreenState,
    in env: LayoutEnvironment
  ) -> KeyOutcome {
    if state[seat].typing, type(key, of: seat, app, &state) { return .handled(feedback: nil) }
    let form = key.bindingForm
    // The first seat's keyboard is the host's: the seating is its to choose, as
    // on the two-player screen, where the guest's F does nothing.
    if form == seatingKey { return seat == .first ? toggleSeating(&state) : .unbound }
    return act(firstSeatKeys[form] ?? form, of: seat, app, &state, in: env)
  }

  /// A click on the node `id` (`first.…`, `second.…`): pressed in that seat's half.
  static func tap(
    _ id: String, _ app: AppFile, _ state: inout ScreenState, in env: LayoutEnvironment
  ) -> String? {
    let parts = id.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2, let seat = Seat(rawValue: parts[0]) else { return nil }
    return perform(.node(parts[1]), of: seat, app, &state, in: env)
  }

  /// `action` in `seat`'s half; what the status line says of it, if anything.
  static func perform(
    _ action: ScreenAction, of seat: Seat, _ app: AppFile, _ state: inout ScreenState,
    in env: LayoutEnvironment
  ) -> String? {
    var mine = state[seat]
    let said = AppInput.perform(action, app, &mine, in: environment(of: seat, state, in: env))
    state[seat] = mine
    sync(from: seat, app, &state)
    return said
  }

  /// The lines `duoterm play` and the tests read: each seat's, named by seat.
  static func describe(_ app: AppFile, _ state: ScreenState) -> [(name: String, value: String)] {
    Seat.allCases.flatMap { seat in
      AppDescription.lines(app, state[seat]).map { ("\(seat.id) \($0.name)", $0.value) }
    }
  }

  private static func toggleSeating(_ state: inout ScreenState) -> KeyOutcome {
    state.facing = state.facing.toggled
    return .handled(feedback: "seating: \(state.facing.title)")
  }

  private static func act(
    _ key: Key, of seat: Seat, _ app: AppFile, _ state: inout ScreenState,
    in env: LayoutEnvironment
  ) -> KeyOutcome {
    guard let action = seatActions[key] else { return .unbound }
    return .handled(feedback: perform(action, of: seat, app, &state, in: env))
  }

  private static func type(_ key: Key, of seat: Seat, _ app: AppFile, _ state: inout ScreenState)
    -> Bool
  {
    var mine = state[seat]
    let typed = AppInput.type(key, app, &mine)
    state[seat] = mine
    return typed
  }

  /// After `seat` acted: the other seat's shared values are the acting seat's
  /// (per item too: `id@item`).
  static func sync(from seat: Seat, _ app: AppFile, _ state: inout ScreenState) {
    guard let shared = app.shared.map(Set.init), !shared.isEmpty else { return }
    func isShared(_ key: String) -> Bool {
      shared.contains(String(key.split(separator: "@", maxSplits: 1).first ?? ""))
    }
    let values = state[seat].values.filter { isShared($0.key) }
    var other = state[seat.other]
    other.values = other.values.filter { !isShared($0.key) }.merging(values) { $1 }
    state[seat.other] = other
  }
}

extension LayoutNode {
  /// The node with `prefix.` before its ID and every descendant's: a seat's half
  /// (`first.title`, `second.list.add`).
  /// A hidden view's switch is renamed with it.
  func prefixed(_ prefix: String) -> LayoutNode {
    var copy = self
    copy.id = "\(prefix).\(id)"
    if case .container(.hidden(let reachedBy?)) = role {
      copy.role = .container(.hidden(reachedBy: "\(prefix).\(reachedBy)"))
    }
    copy.children = children.map { $0.prefixed(prefix) }
    return copy
  }
}
