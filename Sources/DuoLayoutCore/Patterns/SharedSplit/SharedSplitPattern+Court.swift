/// Pong, on one half: this seat's side of the one court, from its goal line to the
/// net on the seam, with its paddle, the ball while it is on this side, and the
/// score. The court is placed on the glass first, so the ball leaves one half and
/// enters the other at the same place across the seam in every pose and seating;
/// only then is it turned into the owner's space.
extension SharedSplitPattern {
  static func court(
    _ grid: HalfGrid, _ model: SharedScreenModel, seamSide: Side, split: SharedSplit,
    window: TextMetrics, boxed: Bool
  ) -> [LayoutNode] {
    let seat = grid.seat
    let pong = model.pong
    let keys = keyNames(seat)
    let turns = split.quarterTurns(for: seat, facing: model.settings.facing)
    let ownerSize = grid.env.windowSize
    // The half's content on the glass (inside its margins), unturned.
    let slot = Rect(origin: .zero, size: QuarterTurn.size(ownerSize, turned: turns))
    func toOwner(_ rect: Rect) -> Rect {
      QuarterTurn.rotate(rect, clockwise: -turns, in: slot.size)
    }

    // The score and the status sit at the owner's bottom, or at the top when the
    // seam is there (the first half, stacked the same way); the court is the rest,
    // placed on the glass.
    // Sideways, a blank line between the score and the status: two lines side by
    // side on the glass would read as one.
    // Leave, where it shows, is a touch target: the info is at least as tall.
    let leave = leaveSize(grid, model)
    let infoLines = min(
      grid.lines,
      max(1 + leaveReserve(grid, model), grid.lines >= 10 ? (grid.isSideways ? 3 : 2) : 1))
    let infoAtTop = seamSide == .bottom
    let infoTop = infoAtTop ? 0 : max(0, grid.lines - infoLines)
    let info = grid.frame(line: infoTop, width: grid.columns, height: infoLines)
    let area = grid.area
    let courtOwner =
      infoAtTop
      ? Rect(minX: area.minX, minY: min(area.maxY, info.maxY), maxX: area.maxX, maxY: area.maxY)
      : Rect(minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: max(area.minY, info.minY))
    let court = QuarterTurn.rotate(courtOwner, clockwise: turns, in: ownerSize)

    var nodes: [LayoutNode] = []
    // Where a court position is on the glass, inside this half.
    let onGlassSeam = split.seamSide(of: seat)
    func place(depth: Double, lateral: Double) -> (x: Double, y: Double) {
      let along = seat == .first ? depth : depth - 1
      if split.isSideBySide {
        return (court.minX + along * court.width, court.minY + lateral * court.height)
      }
      return (court.minX + lateral * court.width, court.minY + along * court.height)
    }
    func clamped(_ rect: Rect) -> Rect {
      let x = min(max(rect.minX, court.minX), max(court.minX, court.maxX - rect.width))
      let y = min(max(rect.minY, court.minY), max(court.minY, court.maxY - rect.height))
      return Rect(
        x: x, y: y, width: min(rect.width, court.width), height: min(rect.height, court.height))
    }
    // The net: one cell along the seam edge of the court.
    let net: Rect =
      switch onGlassSeam {
      case .top: Rect(x: court.minX, y: court.minY, width: court.width, height: window.lineHeight)
      case .bottom:
        Rect(
          x: court.minX, y: court.maxY - window.lineHeight, width: court.width,
          height: window.lineHeight)
      case .left:
        Rect(x: court.minX, y: court.minY, width: window.columnWidth, height: court.height)
      case .right:
        Rect(
          x: court.maxX - window.columnWidth, y: court.minY, width: window.columnWidth,
          height: court.height)
      }
    let netGlyph = seamSide.isVertical ? "┊" : "┈"
    if !boxed {  // a box's edge on the seam is the net already
      nodes.append(
        LayoutNode(
          id: grid.id("net"), role: .decoration(glyph: netGlyph), frame: toOwner(clamped(net))))
    }

    // The paddle: a quarter of the court across, one cell deep.
    let half = Pong.paddleHalfLength
    let from = place(depth: Pong.paddleDepth(seat), lateral: pong.paddles[seat] - half)
    let to = place(depth: Pong.paddleDepth(seat), lateral: pong.paddles[seat] + half)
    let paddle: Rect =
      split.isSideBySide
      ? Rect(
        x: from.x - window.columnWidth / 2, y: from.y, width: window.columnWidth,
        height: to.y - from.y)
      : Rect(
        x: from.x, y: from.y - window.lineHeight / 2, width: to.x - from.x,
        height: window.lineHeight)
    nodes.append(
      LayoutNode(
        id: grid.id("paddle"), role: .decoration(glyph: "█"), frame: toOwner(clamped(paddle))))

    // The court across, one undrawn `court.lane.K.of.N` a cell wide, for a click
    // to bring the paddle to.
    let cell = split.isSideBySide ? window.lineHeight : window.columnWidth
    let lanes = max(1, Int(((split.isSideBySide ? court.height : court.width) / cell).rounded()))
    for lane in 0..<lanes {
      let from = Double(lane) / Double(lanes)
      let to = Double(lane + 1) / Double(lanes)
      let rect =
        split.isSideBySide
        ? Rect(
          x: court.minX, y: court.minY + from * court.height, width: court.width,
          height: (to - from) * court.height)
        : Rect(
          x: court.minX + from * court.width, y: court.minY, width: (to - from) * court.width,
          height: court.height)
      nodes.append(
        LayoutNode(
          id: grid.id("court.lane.\(lane + 1).of.\(lanes)"), role: .container(.plain),
          frame: toOwner(rect)))
    }

    // The ball, on the side it is over (waiting to serve, on the side it will go to).
    let onFirstSide =
      pong.depth < 1 || (pong.depth == 1 && pong.serveIn != nil && pong.serveToward == .first)
    if !pong.isOver && (onFirstSide == (seat == .first)) {
      let centre = place(depth: pong.depth, lateral: pong.lateral)
      let ball = Rect(
        x: centre.x - window.columnWidth / 2, y: centre.y - window.lineHeight / 2,
        width: window.columnWidth, height: window.lineHeight)
      nodes.append(
        LayoutNode(
          id: grid.id("ball"), role: .decoration(glyph: "●"), frame: toOwner(clamped(ball))))
    }

    // The score and the status.
    let mine = pong.points[seat]
    let theirs = pong.points[seat.other]
    let score =
      "You \(mine) – \(theirs) \(model.menu.players[seat.other]) · first to \(Pong.winningScore)"
    let paddleKeys = seamSide.isVertical ? "\(keys.up) \(keys.down)" : keys.sideways
    let status: [String]
    if pong.isOver {
      status = overStatus(seat, model, winner: pong.winner)
    } else if let why = gateStatus(seat, model) {
      status = why
    } else if pong.serveIn != nil {
      status = [
        "get ready · \(paddleKeys) set off · \(keys.stop) stops", "get ready · \(paddleKeys) move",
        "get ready",
      ]
    } else {
      status = [
        "\(paddleKeys) set your paddle off · \(keys.stop) stops it",
        "\(paddleKeys) move · \(keys.stop) stops", "\(paddleKeys) · \(keys.stop) stop", paddleKeys,
      ]
    }
    if infoLines >= 2 {
      let scores = [
        score, "You \(mine) – \(theirs) \(model.menu.players[seat.other])", "\(mine)–\(theirs)",
      ]
      // Beside Leave, which reaches up to the score's line when it is as tall as the info.
      let besideLeave = (leave?.lines ?? 0) >= infoLines
      let width = besideLeave ? max(0, grid.columns - (leave?.columns ?? 0) - 1) : grid.columns
      let shown = scores.first { TerminalWidth.of($0) <= width } ?? scores[2]
      nodes.append(
        grid.text("score", shown, line: infoTop, width: width, emphasis: .heading))
      nodes += bottomLine(grid, model, status: status, line: infoTop + infoLines - 1)
    } else {
      // One line: the score stays whole; the status says less first.
      nodes += bottomLine(
        grid, model, status: status.map { "\(mine)–\(theirs) · \($0)" } + ["\(mine)–\(theirs)"],
        line: infoTop)
    }
    return nodes
  }
}
