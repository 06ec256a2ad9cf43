/// A rectangle of whole cells: columns `x ..< x + width`, rows `y ..< y + height`.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  /// A negative width or height becomes 0: an inset past the middle is empty, not inverted.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  /// True when the rectangle holds no cell.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The cells both share; empty when none.
  public func intersection(_ other: CellRect) -> CellRect {
    let x0 = max(x, other.x)
    let y0 = max(y, other.y)
    return CellRect(
      x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
  }

  /// True when the cell at (`x`, `y`) is inside.
  public func contains(x cx: Int, y cy: Int) -> Bool {
    cx >= x && cx < maxX && cy >= y && cy < maxY
  }

  /// Shrunk by `n` cells on every side.
  public func inset(_ n: Int) -> CellRect {
    CellRect(x: x + n, y: y + n, width: width - 2 * n, height: height - 2 * n)
  }

  public var description: String { "\(width)×\(height) cells at (\(x), \(y))" }
}
