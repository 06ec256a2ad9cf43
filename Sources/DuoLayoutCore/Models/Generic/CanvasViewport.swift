/// Where a view looks at a canvas bigger than itself (a map, a timeline, a
/// board): the canvas point at the view's centre, in canvas units, and a zoom
/// (cells per canvas unit). The centre is kept, not an offset or a corner, so a
/// fold, a rotation or a window that grows keeps what is at the centre where it
/// is, however much more or less of the canvas shows around it (Tech Talk 111463:
/// keep scrolling content in place; by what is there, never by an offset).
///
/// ```swift
/// var viewport = CanvasViewport(centre: Point(x: 80, y: 30))
/// viewport.pan(columns: 8, rows: 0, within: map)   // 8 cells to the right
/// viewport.zoom(by: 2, within: 0.5...2)            // closer: a unit is 2 cells
/// viewport.canvasPoint(column: 0, row: 0, columns: 40, rows: 20)  // the top-left cell's
/// ```
public struct CanvasViewport: Hashable, Sendable, Codable {
  /// The canvas point at the view's centre, in canvas units.
  public var centre: Point
  /// Cells per canvas unit along each axis: 2 draws every unit as 2 × 2 cells.
  public var zoom: Double

  public init(centre: Point = .zero, zoom: Double = 1) {
    self.centre = centre
    self.zoom = zoom
  }

  /// The canvas point under the cell at `column`, `row` of a view `columns` ×
  /// `rows` cells: the view's centre cell shows `centre`.
  public func canvasPoint(column: Int, row: Int, columns: Int, rows: Int) -> Point {
    let scale = zoom > 0 ? zoom : 1
    return Point(
      x: centre.x + (Double(column) - Double(columns / 2)) / scale,
      y: centre.y + (Double(row) - Double(rows / 2)) / scale)
  }

  /// Moves the centre by `columns` and `rows` cells at the current zoom, kept
  /// inside `bounds` (canvas units).
  public mutating func pan(columns: Double, rows: Double, within bounds: Rect) {
    let scale = zoom > 0 ? zoom : 1
    centre = Point(
      x: min(max(bounds.minX, centre.x + columns / scale), bounds.maxX),
      y: min(max(bounds.minY, centre.y + rows / scale), bounds.maxY))
  }

  /// Multiplies the zoom by `factor`, kept in `range`; the centre stays.
  public mutating func zoom(by factor: Double, within range: ClosedRange<Double>) {
    zoom = min(max(range.lowerBound, zoom * factor), range.upperBound)
  }

  /// This viewport with its centre inside `bounds` and its zoom in `range` (a
  /// model read back from a file can say anything).
  public func repaired(within bounds: Rect, zoom range: ClosedRange<Double>) -> CanvasViewport {
    let x = centre.x.isFinite ? centre.x : bounds.midX
    let y = centre.y.isFinite ? centre.y : bounds.midY
    let zoom = self.zoom.isFinite ? self.zoom : 1
    return CanvasViewport(
      centre: Point(
        x: min(max(bounds.minX, x), bounds.maxX), y: min(max(bounds.minY, y), bounds.maxY)),
      zoom: min(max(range.lowerBound, zoom), range.upperBound))
  }
}
