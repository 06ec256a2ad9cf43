/// A frame in points: an origin and a size, in a window's coordinate space.
///
/// ```swift
/// let fold = Rect(x: 455, y: 0, width: 40, height: 669)
/// fold.maxX            // 495
/// fold.intersects(Rect(x: 480, y: 10, width: 44, height: 44))  // true
/// ```
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle between two corners (in any order).
  public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.init(
      x: Swift.min(minX, maxX), y: Swift.min(minY, maxY),
      width: abs(maxX - minX), height: abs(maxY - minY))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  /// True with no area (a zero or negative side): an empty rectangle intersects nothing.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// The rectangle shrunk by `insets` (each edge on its own; never `width - 2 * inset`).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: Swift.max(0, width - insets.horizontal),
      height: Swift.max(0, height - insets.vertical))
  }

  /// The rectangle grown by `insets` (a region's frame plus its margins).
  public func outset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX - insets.left, y: minY - insets.top,
      width: width + insets.horizontal, height: height + insets.vertical)
  }

  /// True when the two share some area, or when one is a line (no width or no
  /// height, as an Android fold is) that runs through the other's inside; touching
  /// edges do not count.
  ///
  /// ```swift
  /// let fold = Rect(x: 420, y: 0, width: 0, height: 701)  // a fold with no width
  /// fold.intersects(Rect(x: 400, y: 10, width: 44, height: 44))  // true
  /// fold.intersects(Rect(x: 420, y: 10, width: 44, height: 44))  // false: on its edge
  /// ```
  public func intersects(_ other: Rect) -> Bool {
    Self.meet(minX, maxX, other.minX, other.maxX) && Self.meet(minY, maxY, other.minY, other.maxY)
  }

  /// True when two spans along one axis overlap, or one is a point strictly inside
  /// the other.
  private static func meet(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Bool {
    if a0 == a1 { return b0 < a0 && a0 < b1 }
    if b0 == b1 { return a0 < b0 && b0 < a1 }
    return a0 < b1 && b0 < a1
  }

  /// The shared area, or nil when there is none.
  public func intersection(_ other: Rect) -> Rect? {
    guard intersects(other) else { return nil }
    return Rect(
      minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
      maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
  }

  /// True when `other` lies wholly inside this rectangle (edges included).
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX - 1e-9 && other.maxX <= maxX + 1e-9 && other.minY >= minY - 1e-9
      && other.maxY <= maxY + 1e-9
  }

  /// The same rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The same rectangle mirrored left for right inside a span `width` wide from
  /// x 0: what a right-to-left layout measures from the trailing edge.
  public func mirrored(across width: Double) -> Rect {
    Rect(x: width - maxX, y: minY, width: self.width, height: height)
  }

  /// The point-wise blend of two frames: `t` 0 gives `self`, 1 gives `other`.
  public func interpolated(to other: Rect, _ t: Double) -> Rect {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    return Rect(
      minX: mix(minX, other.minX), minY: mix(minY, other.minY),
      maxX: mix(maxX, other.maxX), maxY: mix(maxY, other.maxY))
  }
}

extension Rect: CustomStringConvertible {
  /// `40×669 at (455, 0)`, the form the inspector and `duoterm env` print.
  public var description: String {
    "\(size) at (\(minX.pointText), \(minY.pointText))"
  }
}

extension Rect: Codable {
  private enum CodingKeys: String, CodingKey { case x, y, width, height }

  /// Encoded flat, `{"x": 455, "y": 0, "width": 40, "height": 669}`, as tools expect.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(minX, forKey: .x)
    try container.encode(minY, forKey: .y)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      x: try container.decode(Double.self, forKey: .x),
      y: try container.decode(Double.self, forKey: .y),
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decode(Double.self, forKey: .height))
  }
}
