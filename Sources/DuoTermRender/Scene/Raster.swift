import DuoLayoutCore

/// Points to cells, with one scale for both displays: a column covers `scale`
/// points and a row twice that. Edges are rounded, not sizes, so two frames that
/// touch in points touch in cells: no gap, no overlap.
///
/// ```swift
/// let raster = Raster(scale: 8, originX: 2, originY: 1)
/// raster.cells(Rect(x: 455, y: 0, width: 40, height: 669))  // 5×42 cells at (59, 1)
/// ```
public struct Raster: Hashable, Sendable {
  /// Points per column.
  public var scale: Double
  /// Points per row: twice `scale` on the glass; a turned half's owner reads the
  /// cells sideways and has it the other way round.
  public var lineHeight: Double
  /// The cell where the window's (0, 0) lands.
  public var originX: Int
  /// The row of that cell; `originX` is its column.
  public var originY: Int
  /// Set in a turned half's owner raster (`turned(_:slot:cells:)`); nil on the glass.
  var turn: Turn? = nil

  /// A turned half: its quarter turns, its frame and cells on the glass, and the
  /// glass's raster.
  struct Turn: Hashable, Sendable {
    var quarterTurns: Int
    var slot: Rect
    var slotCells: CellRect
    var columnWidth: Double
    var lineHeight: Double
    var originX: Int
    var originY: Int
  }

  /// Terminal proportions: a row covers twice the points of a column, as on the glass.
  public init(scale: Double, originX: Int = 0, originY: Int = 0) {
    self.init(columnWidth: scale, lineHeight: scale * 2, originX: originX, originY: originY)
  }

  /// A raster with any proportions: a quarter-turned half is drawn with
  /// `Raster(columnWidth: 16, lineHeight: 8)` where the glass has 8 and 16.
  public init(columnWidth: Double, lineHeight: Double, originX: Int = 0, originY: Int = 0) {
    self.scale = columnWidth
    self.lineHeight = lineHeight
    self.originX = originX
    self.originY = originY
  }

  /// The column of the edge at `x` points.
  public func column(_ x: Double) -> Int { originX + Int((x / scale).rounded()) }

  /// The row of the edge at `y` points.
  public func row(_ y: Double) -> Int { originY + Int((y / lineHeight).rounded()) }

  /// The raster a turned half's owner paints with: owner points to cells of a grid
  /// the size of `cells` turned the owner's way (columns and rows swapped for a
  /// quarter turn). A frame is turned onto the glass in points, rounded there as on
  /// the glass, and its cells turned back, so a turned half's edges land exactly
  /// where the same frame would unturned, and the halves look alike either way.
  /// Exact for one level; a turn inside a turned half is rounded on the owner's grid.
  public func turned(_ quarterTurns: Int, slot: Rect, cells: CellRect) -> Raster {
    let sideways = QuarterTurn.normalized(quarterTurns) % 2 == 1
    var owner = Raster(
      columnWidth: sideways ? lineHeight : scale, lineHeight: sideways ? scale : lineHeight)
    owner.turn = Turn(
      quarterTurns: quarterTurns, slot: slot, slotCells: cells, columnWidth: scale,
      lineHeight: lineHeight, originX: originX, originY: originY)
    return owner
  }

  /// `rect`'s cells on the glass turned into the owner's grid.
  private func ownerCells(_ rect: Rect, turn: Turn, band: Bool) -> CellRect {
    let glass = Raster(
      columnWidth: turn.columnWidth, lineHeight: turn.lineHeight, originX: turn.originX,
      originY: turn.originY)
    let ownerSize = QuarterTurn.size(turn.slot.size, turned: turn.quarterTurns)
    let onGlass = QuarterTurn.rotate(rect, clockwise: turn.quarterTurns, in: ownerSize)
      .offsetBy(dx: turn.slot.minX, dy: turn.slot.minY)
    let cells = band ? glass.band(onGlass) : glass.cells(onGlass)
    let local = Rect(
      x: Double(cells.x - turn.slotCells.x), y: Double(cells.y - turn.slotCells.y),
      width: Double(cells.width), height: Double(cells.height))
    let back = QuarterTurn.rotate(
      local, clockwise: -turn.quarterTurns,
      in: Size(width: Double(turn.slotCells.width), height: Double(turn.slotCells.height)))
    return CellRect(
      x: Int(back.minX.rounded()), y: Int(back.minY.rounded()), width: Int(back.width.rounded()),
      height: Int(back.height.rounded()))
  }

  /// The cells a frame covers, its edges rounded to the nearest cell edge.
  public func cells(_ rect: Rect) -> CellRect {
    if let turn { return ownerCells(rect, turn: turn, band: false) }
    let x0 = column(rect.minX)
    let y0 = row(rect.minY)
    return CellRect(x: x0, y: y0, width: column(rect.maxX) - x0, height: row(rect.maxY) - y0)
  }

  /// Like `cells`, but never thinner than one cell in either direction: a fold band
  /// that crosses a window always shows.
  public func band(_ rect: Rect) -> CellRect {
    if let turn { return ownerCells(rect, turn: turn, band: true) }
    var cells = cells(rect)
    if cells.width == 0 {
      cells = CellRect(
        x: originX + Int((rect.midX / scale).rounded(.down)), y: cells.y, width: 1,
        height: cells.height)
    }
    if cells.height == 0 {
      cells = CellRect(
        x: cells.x, y: originY + Int((rect.midY / lineHeight).rounded(.down)), width: cells.width,
        height: 1)
    }
    return cells
  }
}
