/// One value per seat: scores, cursors, paddles.
///
/// ```swift
/// var score = SeatPair(0)
/// score[.second] += 1
/// score.first  // 0
/// ```
public struct SeatPair<Value: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  /// The first seat's value: the player on the left or at the top.
  public var first: Value
  /// The second seat's value: the player on the right or at the bottom.
  public var second: Value

  public init(first: Value, second: Value) {
    self.first = first
    self.second = second
  }

  /// The same value for both seats.
  public init(_ both: Value) {
    self.init(first: both, second: both)
  }

  /// The value of `seat`, so code written for one seat serves both.
  public subscript(seat: Seat) -> Value {
    get { seat == .first ? first : second }
    set {
      if seat == .first { first = newValue } else { second = newValue }
    }
  }
}
