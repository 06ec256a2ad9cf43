/// Four in a row, on one half: the board upright for its owner, that seat's column
/// cursor above it, the score and what the seat can do. Both halves show the same
/// board; each owner sees column 1 on their own left.
extension SharedSplitPattern {
  /// The glyph of a seat's disc: both solid, so both read as well in colour and in
  /// monochrome (a hollow "○" for the second seat was faint beside "●"), told apart
  /// by shape as well as by colour.
  static func disc(_ seat: Seat?) -> String {
    switch seat {
    case .first: "●"
    case .second: "◆"
    case nil: "·"
    }
  }

  /// The emphasis that gives a seat's discs its colour.
  static func colour(_ seat: Seat) -> Emphasis {
    seat == .first ? .firstSeat : .secondSeat
  }

  /// How the board is drawn in `grid`: columns per slot and lines per slot, a slot
  /// about square on the glass (two narrow columns to a line; a turned half has
  /// wide, short cells), as large as the half holds with its score, cursor, edge,
  /// numbers and status; falling back to one cell a slot, then to no side edges,
  /// when space is short.
  struct BoardShape {
    var slotColumns: Int
    var slotLines: Int
    var hasEdges = true

    var width: Int { (hasEdges ? 2 : 0) + FourInARow.columns * slotColumns + (slotColumns - 1) }
    var boardLines: Int { FourInARow.rows * slotLines }

    /// The column, from the board's left edge, of `column`'s discs.
    func x(of column: Int) -> Int { (hasEdges ? 1 : 0) + column * slotColumns + (slotColumns - 1) }

    /// The line, from the board's top, of `row`'s discs: the middle of the slot.
    func y(of row: Int) -> Int { row * slotLines + (slotLines - 1) / 2 }

    /// Lines a half keeps beside the board: the score, the cursor, the board's
    /// bottom edge, the column numbers and the status.
    static let otherLines = 5

    /// `reserve`: lines kept besides `otherLines` (Leave's, a touch target tall).
    init(grid: HalfGrid, reserve: Int = 0) {
      let m = grid.metrics
      let unit = (
        columns: m.columnWidth * 2 <= m.lineHeight * 1.5 ? 2 : 1,
        lines: m.lineHeight * 1.5 <= m.columnWidth ? 2 : 1
      )
      slotColumns = unit.columns
      slotLines = unit.lines
      func fits(extra: Int) -> Bool {
        width <= grid.columns && boardLines + extra <= grid.lines
      }
      // The largest multiple of the square slot that fits with everything else.
      for scale in stride(from: max(1, grid.lines / FourInARow.rows), through: 1, by: -1) {
        slotColumns = unit.columns * scale
        slotLines = unit.lines * scale
        if fits(extra: BoardShape.otherLines + reserve) { return }
      }
      slotColumns = unit.columns
      slotLines = unit.lines
      if fits(extra: 2) { return }
      slotColumns = 1
      slotLines = 1
      if !fits(extra: 2) { hasEdges = false }
    }
  }

  static func board(_ grid: HalfGrid, _ model: SharedScreenModel) -> [LayoutNode] {
    let seat = grid.seat
    let game = model.fourInARow
    let reserve = leaveReserve(grid, model)
    let shape = BoardShape(grid: grid, reserve: reserve)
    let left = max(0, (grid.columns - shape.width) / 2)
    let keys = keyNames(seat)
    let mine = game.wins[seat]
    let theirs = game.wins[seat.other]
    let score =
      "You \(disc(seat)) \(mine) – \(theirs) \(disc(seat.other)) \(model.menu.players[seat.other])"

    // Above the status line and Leave, a touch target tall (in both halves, so
    // the two boards stay the same size).
    let available = max(0, grid.lines - 1 - reserve - grid.statusGap)
    // The seat's column cursor, above the board; with no line to spare for it, on
    // the board's top slot, so the seat on turn can always see where it aims.
    let cursorHasALine = available >= shape.boardLines + 1
    func cursor(line: Int) -> [LayoutNode] {
      guard !game.isOver else { return [] }
      let column = game.cursors[seat]
      let topSlot = game.disc(column: column, row: 0)
      let mark = cursorHasALine || topSlot == nil ? "▼" : disc(topSlot)
      return [
        LayoutNode(
          id: grid.id("cursor"), role: .text(mark),
          frame: grid.frame(line: line, column: left + shape.x(of: column), width: 1),
          emphasis: .focused)
      ]
    }
    let blocks: [HalfGrid.Block] = [
      .init(priority: 4, height: 1) { [grid.text("score", score, line: $0, emphasis: .heading)] },
      .gap(priority: 1),
      .init(priority: 9, height: cursorHasALine ? 1 : 0, spaced: false) {
        cursorHasALine ? cursor(line: $0) : []
      },
      // A half too short for even the smallest board (a ⅔ window crossed by the
      // fold, at a coarse scale) says so where the board would be, rather than
      // leaving the seat with a status line and nothing to play on.
      available >= shape.boardLines
        ? .init(priority: 10, height: shape.boardLines, spaced: false) { top in
          var nodes = boardNodes(grid, game, shape: shape, left: left, top: top)
          // Drawn on the top row's slot: a mark in that row, its child.
          if !cursorHasALine, let row = nodes.firstIndex(where: { $0.id == grid.id("board.row.1") })
          {
            nodes[row].children += cursor(line: top + shape.y(of: 0))
          }
          return nodes
        }
        : .init(priority: 10, height: 1, spaced: false) { line in
          [grid.text("board.no-room", "too short for the board", line: line, emphasis: .muted)]
        },
      .init(priority: 3, height: shape.hasEdges ? 1 : 0, spaced: false) { line in
        guard shape.hasEdges else { return [] }
        let rule = "└" + String(repeating: "─", count: shape.width - 2) + "┘"
        return [grid.text("board.edge", rule, line: line, column: left, width: shape.width)]
      },
      .init(priority: 2, height: 1) { line in
        var numbers = Array(repeating: Character(" "), count: shape.width)
        for column in 0..<FourInARow.columns {
          numbers[shape.x(of: column)] = Character(String(column + 1))
        }
        return [
          grid.text(
            "board.numbers", String(numbers), line: line, column: left, width: shape.width,
            emphasis: .muted)
        ]
      },
    ]
    let status: [String]
    if game.isOver {
      status = overStatus(seat, model, winner: game.winner)
    } else if let why = gateStatus(seat, model) {
      status = why
    } else {
      status = [
        "your turn · \(keys.sideways) move · \(keys.down) or \(keys.act) drops",
        "your turn · \(keys.sideways) · \(keys.down) drops", "your turn",
      ]
    }
    return grid.stack(blocks, from: 0, available: available).nodes
      + bottomLine(grid, model, status: status, line: grid.lines - 1)
  }

  /// The board's rows (`board.row.N`, from the top), each holding its discs (the
  /// winning four and the last one dropped marked on them), then each column's
  /// slots as an undrawn `board.column.N` for a click to drop into.
  static func boardNodes(
    _ grid: HalfGrid, _ game: FourInARow, shape: BoardShape, left: Int, top: Int
  ) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    let pad = String(repeating: " ", count: shape.slotColumns - 1)
    let edge = shape.hasEdges ? "│" : ""
    let blank = edge + String(repeating: " ", count: shape.width - 2 * edge.count) + edge
    for row in 0..<FourInARow.rows {
      var text = edge
      for column in 0..<FourInARow.columns {
        text += pad + disc(game.disc(column: column, row: row))
      }
      text += pad + edge
      var lines = Array(repeating: blank, count: shape.slotLines)
      lines[shape.y(of: 0)] = text
      nodes.append(
        LayoutNode(
          id: grid.id("board.row.\(row + 1)"), role: .text(lines.joined(separator: "\n")),
          frame: grid.frame(
            line: top + row * shape.slotLines, column: left, width: shape.width,
            height: shape.slotLines)))
    }
    // Each disc in its seat's colour, over the row; the winning four and the last
    // one dropped marked on top of that.
    for row in 0..<FourInARow.rows {
      for column in 0..<FourInARow.columns {
        guard let seat = game.disc(column: column, row: row) else { continue }
        let index = row * FourInARow.columns + column
        let frame = grid.frame(
          line: top + shape.y(of: row), column: left + shape.x(of: column), width: 1)
        let mark: (String, Emphasis)? =
          game.winningCells.contains(index)
          ? ("win", .alert) : game.lastDrop == index ? ("last", .focused) : nil
        let marks = mark.map { name, emphasis in
          [
            LayoutNode(
              id: grid.id("board.\(name).\(column + 1).\(row + 1)"), role: .text(disc(seat)),
              frame: frame, emphasis: emphasis)
          ]
        }
        // A disc sits in its row's slot: the row's child, drawn over it.
        nodes[row].children.append(
          LayoutNode(
            id: grid.id("board.disc.\(column + 1).\(row + 1)"), role: .text(disc(seat)),
            frame: frame, emphasis: colour(seat), children: marks ?? []))
      }
    }
    for column in 0..<FourInARow.columns {
      nodes.append(
        LayoutNode(
          id: grid.id("board.column.\(column + 1)"), role: .container(.plain),
          frame: grid.frame(
            line: top, column: left + (shape.hasEdges ? 1 : 0) + column * shape.slotColumns,
            width: shape.slotColumns, height: shape.boardLines)))
    }
    return nodes
  }
}
