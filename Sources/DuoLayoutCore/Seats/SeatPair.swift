/// One value per seat: scores, cursors, paddles.
///
/// ```swift
/// var score = SeatPair(0)
/// score[.second] += 1
/// score.first  // 0
/// ```
public struct SeatPair<Value: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  public var first: Value
  public var second: Value

  public init(first: Value, second: Value) {
    self.first = first
    self.second = second
  }

  /// The same value for both seats.
  public init(_ both: Value) {
    self.init(first: both, second: both)
  }

  public subscript(seat: Seat) -> Value {
    get { seat == .first ? first : second }
    set {
      if seat == .first { first = newValue } else { second = newValue }
    }
  }
}
