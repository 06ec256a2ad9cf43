/// A width and a height in points.
///
/// ```swift
/// let inner = Size(width: 951, height: 669)
/// inner.swapped  // 669 × 951, the same display held the other way
/// ```
public struct Size: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  /// Width and height exchanged: what a quarter turn of the phone hands a window.
  public var swapped: Size { Size(width: height, height: width) }

  /// Wider than tall. Layouts decide wide or tall from the space, never the pose.
  public var isWide: Bool { width > height }
}

extension Size: CustomStringConvertible {
  /// `951×669`, the form the status line and the commands print.
  public var description: String { "\(width.pointText)×\(height.pointText)" }
}
