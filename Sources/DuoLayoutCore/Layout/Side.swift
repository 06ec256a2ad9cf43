/// A physical side of a rectangle: top, right, bottom, left, in clockwise order.
/// Unlike `Edge` it does not follow the layout direction: the seam of a shared
/// split and the sides of a turned half are places on the glass.
///
/// ```swift
/// Side.top.turned(clockwise: 1)  // .right
/// ```
public enum Side: Int, CaseIterable, Hashable, Sendable, Codable {
  case top, right, bottom, left

  /// The side this one becomes after `quarterTurns` clockwise quarter turns
  /// (negative turns go the other way).
  public func turned(clockwise quarterTurns: Int) -> Side {
    Side(rawValue: (rawValue + QuarterTurn.normalized(quarterTurns)) % 4)!
  }

  /// The side across the rectangle: top for bottom, left for right.
  public var opposite: Side { turned(clockwise: 2) }

  /// True for left and right.
  public var isVertical: Bool { self == .left || self == .right }
}
