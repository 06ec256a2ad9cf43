/// A part of the frame painted from what it shows (`shows`: the status line's
/// fields, the pose bar's buttons), kept by `ShownFrame` so that the next frame
/// paints it again only when that changes: a typed key changes the field, not the
/// status line, and costs the status line one comparison.
///
/// ```swift
/// var kept: PaintedPart<String>? = nil
/// PaintedPart.paint(&kept, shows: "hi", width: 10, height: 1) { $1.write($0, x: 0, y: 0, style: .plain) }
/// kept?.changed  // nil: painted whole; painted again with "hi": 0..<0, nothing changed
/// ```
struct PaintedPart<Shows: Hashable & Sendable>: Sendable {
  /// What the cells show.
  private(set) var shows: Shows
  private(set) var grid: CellGrid
  /// The rows the last painting changed: nil when it painted the grid whole, none
  /// when it kept the cells.
  private(set) var changed: Range<Int>?

  /// Makes `kept` the cells `paint` draws for `shows` on a blank `width` × `height`
  /// grid, painting only when `kept` shows something else or has another size.
  static func paint(
    _ kept: inout PaintedPart?, shows: Shows, width: Int, height: Int,
    _ paint: (Shows, inout Canvas) -> Void
  ) {
    if let old = kept, old.shows == shows, old.grid.width == max(0, width),
      old.grid.height == max(0, height)
    {
      kept?.changed = 0..<0
      return
    }
    var canvas = Canvas(grid: CellGrid(width: width, height: height))
    paint(shows, &canvas)
    kept = PaintedPart(shows: shows, grid: canvas.grid, changed: nil)
  }

  /// The part at (`x`, `y`), with the rows it changed.
  func part(x: Int, y: Int) -> ScenePart {
    ScenePart(x: x, y: y, grid: grid, changed: changed)
  }
}
