/// A position in points, measured from the top-leading corner of a window.
///
/// ```swift
/// let corner = Point(x: 455, y: 0)
/// ```
public struct Point: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
}
