/// The shared screen (ARCHITECTURE.md, Sources): two people, one keyboard, one half of the phone
/// each. A game menu shows on both halves; either seat picks a game and starts it.
/// Four in a row is played taking turns, pong together across the seam.
///
/// Every seat's move goes through the model's `SeatGate`: a seat that may not act
/// (not its turn, paused) gets nothing done, and its half is dimmed and says why.
/// Leave lives on the second seat's half, away from the seam, and is confirmed in
/// place. The halves turn for face-to-face seating; keys stay in each owner's terms.
///
/// ```swift
/// var model = SharedScreenModel()
/// SharedSplitPattern.tick(&model, at: 0)
/// SharedSplitPattern.perform(.act(.first), on: &model, in: env)  // four in a row starts
/// ```
public enum SharedSplitPattern: Pattern {
  public typealias Model = SharedScreenModel
  public typealias Action = SharedSplitAction

  /// Ticks per second while a real-time game runs. Basis: design (smooth enough
  /// for a ball one cell across; the terminal redraws only the cells that changed).
  public static let ticksPerSecond = 30.0
  /// A gap between ticks longer than this is not played as motion: the app was
  /// suspended or the pattern not on screen. Basis: design.
  public static let longestStep = 0.25
  /// How long a half flashes when its seat scores. Basis: design (~100 ms, a
  /// stand-in for a haptic tap).
  public static let flashDuration = 0.1

  /// Letters work in either case; the table lists them once.
  public static let keys: [PatternKey<SharedSplitAction>] = [
    PatternKey([.character("w")], .move(.first, .top), "first seat: up"),
    PatternKey([.character("a")], .move(.first, .left), "first seat: left"),
    PatternKey([.character("s")], .move(.first, .bottom), "first seat: down (drops a disc)"),
    PatternKey([.character("d")], .move(.first, .right), "first seat: right"),
    PatternKey([.space], .act(.first), "first seat: start, drop, rematch"),
    PatternKey([.character("x")], .stop(.first), "first seat: stop the paddle (pong)"),
    PatternKey([.up], .move(.second, .top), "second seat: up"),
    PatternKey([.left], .move(.second, .left), "second seat: left"),
    PatternKey([.down], .move(.second, .bottom), "second seat: down (drops a disc)"),
    PatternKey([.right], .move(.second, .right), "second seat: right"),
    PatternKey([.enter], .act(.second), "second seat: start, drop, rematch"),
    PatternKey(
      [.character("/"), .delete], .stop(.second), "second seat: stop the paddle (pong)"),
    PatternKey([.backspace], .leave, "second seat: Leave (press twice)"),
    PatternKey([.character("q"), .character("p")], .togglePause, "pause / resume (either seat)"),
    PatternKey([.character("f")], .toggleSeating, "seating: same way / face to face"),
    PatternKey([.character("v")], .toggleFlash, "flash when a seat scores on / off"),
  ]

  public static func perform(
    _ action: SharedSplitAction, on model: inout SharedScreenModel, in env: LayoutEnvironment
  ) {
    let now = model.clock ?? 0
    switch action {
    case .toggleSeating:
      model.settings.facing = model.settings.facing.toggled
    case .toggleFlash:
      model.settings.flash.toggle()
      if !model.settings.flash { model.flashUntil = SeatPair(nil) }
    case .togglePause:
      guard model.playing != nil, !model.isGameOver else { return }
      model.gate.isPaused.toggle()
    case .leave:
      guard model.playing != nil else { return }
      if model.leave.press(at: now) { backToMenu(&model) }
    case .move(let seat, let direction):
      guard model.gate.canAct(seat) else { return }
      move(seat, direction, &model, in: env)
    case .act(let seat):
      guard model.gate.canAct(seat) else { return }
      act(seat, &model, now: now)
    case .stop(let seat):
      guard model.gate.canAct(seat), model.playing == .pong else { return }
      model.pong.movePaddle(seat, toward: 0)
    case .drop(let seat, let column):
      guard model.gate.canAct(seat), model.playing == .fourInARow, !model.isGameOver,
        (0..<FourInARow.columns).contains(column)
      else { return }
      model.fourInARow.cursors[seat] = column
      drop(seat, &model, now: now)
    case .aim(let seat, let lane, let lanes):
      guard model.gate.canAct(seat), model.playing == .pong, !model.isGameOver, lanes > 0 else {
        return
      }
      model.pong.aimPaddle(seat, at: (Double(lane) + 0.5) / Double(lanes))
    }
  }

  /// A column of a seat's board drops that seat's disc there, as moving the
  /// seat's cursor and dropping would; a lane of a seat's court sets its paddle
  /// moving there (it follows the click, as the keys move it). The seat gate decides, as for the keys.
  public static func tap(_ id: String, _ model: SharedScreenModel) -> SharedSplitAction? {
    let parts = id.split(separator: ".")
    guard let seat = Seat.allCases.first(where: { $0.id == parts.first.map(String.init) })
    else { return nil }
    if parts.count == 4, parts[1] == "board", parts[2] == "column", let column = Int(parts[3]) {
      return .drop(seat, column: column - 1)
    }
    if parts.count == 6, parts[1] == "court", parts[2] == "lane", parts[4] == "of",
      let lane = Int(parts[3]), let lanes = Int(parts[5])
    {
      return .aim(seat, lane: lane - 1, of: lanes)
    }
    return nil
  }

  /// A seat's direction key let go (terminals that report releases): the paddle it
  /// set moving stops, unless a press the other way moved it on since.
  public static func release(
    _ key: Key, _ model: inout SharedScreenModel, in env: LayoutEnvironment
  ) {
    guard model.playing == .pong, case .move(let seat, let direction)? = action(for: key) else {
      return
    }
    let steps = lateralSteps(seat, direction, facing: model.settings.facing, env: env)
    if steps != 0 && model.pong.paddleMotion[seat] == steps {
      model.pong.movePaddle(seat, toward: 0)
    }
  }

  private static func move(
    _ seat: Seat, _ direction: Side, _ model: inout SharedScreenModel, in env: LayoutEnvironment
  ) {
    switch model.playing {
    case nil:
      let games = model.menu.games
      let index = games.firstIndex(of: model.menuChoice) ?? 0
      switch direction {
      case .top: model.menuChoice = games[max(0, index - 1)]
      case .bottom: model.menuChoice = games[min(games.count - 1, index + 1)]
      case .left, .right: break
      }
    case .fourInARow:
      guard !model.fourInARow.isOver else { return }
      let cursor = model.fourInARow.cursors[seat]
      switch direction {
      case .left: model.fourInARow.cursors[seat] = max(0, cursor - 1)
      case .right: model.fourInARow.cursors[seat] = min(FourInARow.columns - 1, cursor + 1)
      case .bottom: drop(seat, &model, now: model.clock ?? 0)
      case .top: break
      }
    case .pong:
      guard !model.pong.isOver else { return }
      // A press sets the paddle moving: a keyboard repeats only the key pressed
      // last, so two players holding keys at once cannot both rely on repeat.
      let steps = lateralSteps(seat, direction, facing: model.settings.facing, env: env)
      if steps != 0 { model.pong.movePaddle(seat, toward: steps) }
    }
  }

  /// Which way a direction key moves `seat`'s paddle across the court: the key is
  /// in the owner's terms, turned onto the glass, then measured along the court's
  /// lateral axis (window x when stacked, window y side by side). +1, -1 or 0 (a key
  /// along the court's length does nothing).
  static func lateralSteps(_ seat: Seat, _ direction: Side, facing: Facing, env: LayoutEnvironment)
    -> Int
  {
    let split = SharedSplit(env: env.physical)
    let owner: (dx: Double, dy: Double) =
      switch direction {
      case .top: (0, -1)
      case .bottom: (0, 1)
      case .left: (-1, 0)
      case .right: (1, 0)
      }
    let glass = QuarterTurn.rotate(owner, clockwise: split.quarterTurns(for: seat, facing: facing))
    let along = split.isSideBySide ? glass.dy : glass.dx
    return Int(along.rounded())
  }

  private static func act(_ seat: Seat, _ model: inout SharedScreenModel, now: Double) {
    guard let game = model.playing else {
      start(model.menuChoice, &model, now: now)
      return
    }
    if model.isGameOver {
      model.rematchVotes.insert(seat)
      if model.rematchVotes.count == Seat.allCases.count { rematch(&model) }
      return
    }
    if game == .fourInARow { drop(seat, &model, now: now) }
  }

  private static func drop(_ seat: Seat, _ model: inout SharedScreenModel, now: Double) {
    guard let result = model.fourInARow.drop(seat, column: model.fourInARow.cursors[seat]) else {
      return  // a full column: nothing happens, the turn stays
    }
    switch result {
    case .placed: model.gate.finishTurn(of: seat)
    case .won:
      flash(seat, &model, now: now)
      model.gate = SeatGate(mode: .together)  // over: either seat votes for a rematch
    case .draw: model.gate = SeatGate(mode: .together)
    }
  }

  private static func start(_ game: Game, _ model: inout SharedScreenModel, now: Double) {
    model.playing = game
    model.rematchVotes = []
    model.leave.disarm()
    model.flashUntil = SeatPair(nil)
    switch game {
    case .fourInARow:
      model.fourInARow = FourInARow()
    case .pong:
      // The serves come from the time the match starts: new each match, and the
      // same again when a test or `duoterm play` replays the same keys.
      let seed = UInt64(max(0, (now * 1000).rounded())) ^ 0x5EED_D00E
      model.pong = Pong(seed: seed)
    }
    model.gate = SeatGate(mode: game.gateMode, current: model.fourInARow.starter)
  }

  private static func rematch(_ model: inout SharedScreenModel) {
    model.rematchVotes = []
    guard let game = model.playing else { return }
    switch game {
    case .fourInARow: model.fourInARow.rematch()
    case .pong: model.pong.rematch()
    }
    model.gate = SeatGate(mode: game.gateMode, current: model.fourInARow.starter)
  }

  static func backToMenu(_ model: inout SharedScreenModel) {
    model.playing = nil
    model.gate = SeatGate()
    model.leave.disarm()
    model.rematchVotes = []
    model.flashUntil = SeatPair(nil)
    model.fourInARow = FourInARow()
    model.pong = Pong()
  }

  private static func flash(_ seat: Seat, _ model: inout SharedScreenModel, now: Double) {
    guard model.settings.flash else { return }
    model.flashUntil[seat] = now + flashDuration
  }

  /// Moves the model on to `now`: an armed Leave disarms after its window, a flash
  /// ends, and a running real-time game plays the time since the last tick — unless
  /// that gap is longer than `longestStep` (suspended, or not on screen), which is
  /// not played as motion.
  ///
  /// A clock that went back (a model saved by another run, whose clock started
  /// elsewhere) starts over: no motion, and Leave and the flashes end.
  public static func tick(_ model: inout SharedScreenModel, at now: Double) {
    var last = model.clock
    if let previous = last, now < previous {
      last = nil
      model.leave.disarm()
      model.flashUntil = SeatPair(nil)
    }
    model.clock = now
    model.leave.tick(at: now)
    for seat in Seat.allCases {
      if let until = model.flashUntil[seat], now >= until { model.flashUntil[seat] = nil }
    }
    guard model.isRunning, let last else { return }
    let gap = now - last
    guard gap > 0, gap <= longestStep else { return }
    for seat in model.pong.advance(by: gap) { flash(seat, &model, now: now) }
    if model.pong.isOver { model.gate = SeatGate(mode: .together) }
  }

  /// The next tick the model needs: the next frame while a real-time game runs,
  /// the end of an armed Leave or of a flash; nil while nothing moves.
  public static func nextDeadline(_ model: SharedScreenModel) -> Double? {
    guard let clock = model.clock else { return nil }
    var deadlines: [Double] = []
    if model.isRunning { deadlines.append(clock + 1 / ticksPerSecond) }
    if let until = model.leave.armedUntil { deadlines.append(until) }
    for seat in Seat.allCases {
      if let until = model.flashUntil[seat] { deadlines.append(until) }
    }
    return deadlines.min()
  }

  public static func describe(_ model: SharedScreenModel) -> [(name: String, value: String)] {
    var lines: [(name: String, value: String)] = [
      ("screen", model.playing?.rawValue ?? "menu"),
      ("menu choice", model.menuChoice.rawValue),
      ("seating", model.settings.facing.rawValue),
      ("flash", model.settings.flash ? "on" : "off"),
      (
        "gate",
        "\(model.gate.mode == .together ? "together" : "take turns, \(model.gate.current.id)'s turn")"
          + (model.gate.isPaused ? ", paused" : "")
      ),
      ("leave", model.leave.isArmed ? "armed" : "not armed"),
    ]
    switch model.playing {
    case .fourInARow:
      let game = model.fourInARow
      for row in 0..<FourInARow.rows {
        let cells = (0..<FourInARow.columns).map { column in
          switch game.disc(column: column, row: row) {
          case .first: "1"
          case .second: "2"
          case nil: "."
          }
        }
        lines.append(("row \(row + 1)", cells.joined()))
      }
      lines.append(
        ("cursors", "first \(game.cursors.first + 1), second \(game.cursors.second + 1)"))
      lines.append(("wins", "first \(game.wins.first), second \(game.wins.second)"))
      lines.append(("winner", game.winner?.id ?? (game.isDraw ? "draw" : "none")))
    case .pong:
      let pong = model.pong
      lines.append(("points", "first \(pong.points.first), second \(pong.points.second)"))
      lines.append(
        ("ball", "depth \(format(pong.depth)), lateral \(format(pong.lateral))"))
      lines.append(
        ("paddles", "first \(format(pong.paddles.first)), second \(format(pong.paddles.second))"))
      lines.append(("winner", pong.winner?.id ?? "none"))
    case nil:
      break
    }
    if !model.rematchVotes.isEmpty {
      lines.append(
        (
          "rematch",
          Seat.allCases.filter(model.rematchVotes.contains).map(\.id).joined(separator: ", ")
        ))
    }
    return lines
  }

  private static func format(_ value: Double) -> String {
    String((value * 100).rounded() / 100)
  }
}
