/// The shared screen's tree: a root `shared`, the `seam`, and the halves `first` and
/// `second`, each laid out for its owner (turned face to face) by the screen
/// showing: the menu, four in a row or pong.
///
/// Right to left, the seats do not swap (the first seat stays on the left in
/// every language: seats are places on the glass): the halves are placed on the glass (`physical`), the
/// root is fixed left to right, and each half's menu runs right to left inside it.
/// A game (a board, a court) is a drawing and stays left to right.
extension SharedSplitPattern {
  public static func layout(_ model: SharedScreenModel, in env: LayoutEnvironment) -> LayoutNode {
    let split = SharedSplit(env: env.physical)
    var children = [LayoutNode(id: "seam", role: .decoration(glyph: " "), frame: split.seam)]
    for seat in Seat.allCases {
      let half =
        split.half(
          seat, facing: model.settings.facing, in: env, emphasis: emphasis(of: seat, model),
          direction: model.playing == nil ? env.layoutDirection : .leftToRight
        ) { owner, seamSide in
          let sideways = split.quarterTurns(for: seat, facing: model.settings.facing) % 2 != 0
          let whole = HalfGrid(seat: seat, env: owner)
          // Room for an outline and its title, in cells on the glass (a sideways
          // half's owner columns are the glass's rows), so turning a half never
          // takes its frame away.
          let glass = sideways ? (whole.lines, whole.columns) : (whole.columns, whole.lines)
          let boxed = glass.0 >= 20 && glass.1 >= 12
          // Pong's court runs up to the seam on purpose: the net is the gap.
          let besideTheOther = seamSide.isVertical && !boxed && model.playing != .pong
          let gap = besideTheOther ? seamSide : nil
          // A column between the outline and the menu's text; a game's board or
          // court keeps the room (pong's court runs to the outline, its walls).
          let padding = boxed && model.playing == nil ? 1 : 0
          var grid = HalfGrid(
            seat: seat, env: owner, inset: boxed ? 1 : 0, padding: padding, seamGap: gap)
          grid.isSideways = sideways
          var nodes = boxed ? [box(whole, model, sideways: sideways)] : []
          switch model.playing {
          case nil: nodes += menu(grid, model)
          case .fourInARow: nodes += board(grid, model)
          case .pong:
            nodes += court(
              grid, model, seamSide: seamSide, split: split, window: env.textMetrics,
              boxed: boxed)
          }
          return nodes
        }
      children.append(half)
    }
    return LayoutNode(
      id: "shared", role: .container(.plain), frame: env.bounds, direction: .leftToRight,
      children: children)
  }

  /// A half flashes when its seat scores, and is dimmed while its seat may not act.
  static func emphasis(of seat: Seat, _ model: SharedScreenModel) -> Emphasis {
    if model.isFlashing(seat) { return .flash }
    if model.playing != nil && !model.gate.canAct(seat) { return .dimmed }
    return .normal
  }

  /// The half's outline, titled with its seat and keys, drawn for its owner (so it
  /// turns with the half). Heavy while it is this seat's turn. Only where there is
  /// room: at the coarsest scales every line goes to the game. It runs along the
  /// half's content edges (inside the layout margins), as the flash does (see
  /// `SharedSplit.half`), so the flash ends at the outline and never reaches past it.
  ///
  /// Sideways the title is the seat alone: the two halves' titles run down the
  /// seam side by side, and whole they would overlap and read as one line.
  static func box(_ whole: HalfGrid, _ model: SharedScreenModel, sideways: Bool = false)
    -> LayoutNode
  {
    let seat = whole.seat
    let keys = seat == .first ? "W A S D · Space" : "arrows · Enter"
    let yourTurn =
      model.playing == .fourInARow && model.gate.mode == .takeTurns && model.gate.canAct(seat)
    return LayoutNode(
      id: whole.id("box"),
      role: .container(
        .boxed(title: sideways ? model.menu.players[seat] : "\(model.menu.players[seat]) · \(keys)")
      ),
      frame: Rect(origin: .zero, size: whole.env.windowSize),
      emphasis: yourTurn ? .selected : .normal)
  }

  /// The seat's keys, as its half names them.
  static func keyNames(_ seat: Seat) -> (
    up: String, down: String, sideways: String, act: String, stop: String
  ) {
    seat == .first ? ("W", "S", "A D", "Space", "X") : ("↑", "↓", "← →", "Enter", "/")
  }

  /// The menu, the same on both halves: the games, the one chosen, the settings and
  /// the seat's keys.
  static func menu(_ grid: HalfGrid, _ model: SharedScreenModel) -> [LayoutNode] {
    let keys = keyNames(grid.seat)
    var blocks: [HalfGrid.Block] = [
      .init(priority: 5, height: 1) {
        [grid.centred("title", model.menu.title, line: $0, emphasis: .heading)]
      },
      .gap(priority: 1),
    ]
    for game in model.menu.games {
      let chosen = game == model.menuChoice
      blocks.append(
        .init(priority: 9, height: 1) {
          [
            grid.text(
              "menu.\(game.rawValue)", "\(chosen ? "▶" : " ") \(game.title)", line: $0,
              emphasis: chosen ? .selected : .normal)
          ]
        })
      blocks.append(
        .init(priority: 2, height: 1) {
          [
            grid.text(
              "menu.\(game.rawValue).summary", "  \(game.summary)", line: $0, emphasis: .muted)
          ]
        })
    }
    blocks += [
      .gap(priority: 1),
      .init(priority: 4, height: 1) {
        [grid.text("seating", "F  seating: \(model.settings.facing.title)", line: $0)]
      },
      .init(priority: 3, height: 1) {
        [
          grid.text(
            "flash", "V  flash when scoring: \(model.settings.flash ? "on" : "off")", line: $0)
        ]
      },
    ]
    let status = ["\(keys.up) \(keys.down) choose · \(keys.act) starts", "\(keys.act) starts"]
    return grid.stack(blocks, from: 0, available: max(0, grid.lines - 1 - grid.statusGap)).nodes
      + bottomLine(grid, model, status: status, line: grid.lines - 1)
  }

  /// Leave's size in the half's lines and columns, where it shows (the second
  /// seat's half during play): a touch target (`TouchTarget`) at least, as wide as
  /// its title where the half has room. Nil where it does not show.
  static func leaveSize(_ grid: HalfGrid, _ model: SharedScreenModel) -> (lines: Int, columns: Int)?
  {
    guard grid.seat == .second && model.playing != nil else { return nil }
    let metrics = grid.metrics
    let lines = 1 + leaveReserve(grid, model)
    let target = Int((TouchTarget.width(in: metrics) / metrics.columnWidth).rounded())
    let title = model.leave.isArmed ? "Leave? ⌫ again" : "Leave"
    let titled = min(TerminalWidth.of("⌫ \(title)") + 2, max(3, grid.columns / 2))
    return (max(1, lines), max(target, titled))
  }

  /// Lines above the status line that Leave takes during play, kept free in both
  /// halves alike so the two courts and boards match.
  static func leaveReserve(_ grid: HalfGrid, _ model: SharedScreenModel) -> Int {
    guard model.playing != nil else { return 0 }
    let metrics = grid.metrics
    return max(0, Int((TouchTarget.height(in: metrics) / metrics.lineHeight).rounded()) - 1)
  }

  /// A half's status line at `line`, with Leave on the second seat's half during
  /// play: at the bottom, at the end away from the seam (confirmed inside the half). The
  /// status is the first of its forms (fullest first) that fits, so a narrow half
  /// says less rather than losing the end of what it says.
  static func bottomLine(
    _ grid: HalfGrid, _ model: SharedScreenModel, status forms: [String], line: Int
  ) -> [LayoutNode] {
    guard line >= 0 else { return [] }
    var leaveWidth = 0
    var nodes: [LayoutNode] = []
    if let leave = leaveSize(grid, model) {
      let armed = model.leave.isArmed
      let title = armed ? "Leave? ⌫ again" : "Leave"
      leaveWidth = leave.columns
      // A touch target: up from the status line, at its end.
      let lines = min(leave.lines, line + 1)
      nodes.append(
        LayoutNode(
          id: grid.id("leave"), role: .control(symbol: "⌫", title: title),
          frame: grid.frame(
            line: line - lines + 1, column: grid.columns - leaveWidth, width: leaveWidth,
            height: lines),
          emphasis: armed ? .alert : .normal, key: key(for: .leave)))
    }
    let room = max(0, grid.columns - leaveWidth - (leaveWidth > 0 ? 1 : 0))
    let shown = forms.first { TerminalWidth.of($0) <= room } ?? forms.last ?? ""
    return [grid.text("status", shown, line: line, width: room)] + nodes
  }

  /// Why a seat cannot act, for the status line (fullest form first), or nil when it can.
  static func gateStatus(_ seat: Seat, _ model: SharedScreenModel) -> [String]? {
    if model.gate.isPaused { return ["paused · Q or P resumes", "paused · Q/P", "paused"] }
    if !model.gate.canAct(seat) {
      return ["waiting · \(model.menu.players[seat.other])'s turn", "waiting"]
    }
    return nil
  }

  /// The status line once a game has ended (fullest form first).
  static func overStatus(_ seat: Seat, _ model: SharedScreenModel, winner: Seat?) -> [String] {
    let act = keyNames(seat).act
    if model.rematchVotes.contains(seat) {
      return ["rematch: waiting for \(model.menu.players[seat.other])", "rematch: waiting"]
    }
    let result: String =
      switch winner {
      case seat: "You win!"
      case nil: "A draw."
      case let other?: "\(model.menu.players[other]) wins."
      }
    return ["\(result) \(act): rematch", result]
  }
}
