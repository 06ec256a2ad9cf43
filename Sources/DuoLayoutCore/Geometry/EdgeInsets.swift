/// Distances in points in from each edge. Never assumed symmetric: iPhone Duo's
/// safe area is 84 pt on the right and 0 on the left (Tech Talk 111461; HIG, Dynamic layouts).
///
/// ```swift
/// let closed = EdgeInsets(right: 84, bottom: 34)
/// ```
public struct EdgeInsets: Hashable, Sendable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets()

  /// Left and right together: how much narrower `Rect.inset(by:)` makes a frame.
  public var horizontal: Double { left + right }
  /// Top and bottom together: how much shorter `Rect.inset(by:)` makes a frame.
  public var vertical: Double { top + bottom }
}

extension EdgeInsets: CustomStringConvertible {
  /// `top 0 left 0 bottom 34 right 84`
  public var description: String {
    "top \(top.pointText) left \(left.pointText) bottom \(bottom.pointText) right \(right.pointText)"
  }
}
