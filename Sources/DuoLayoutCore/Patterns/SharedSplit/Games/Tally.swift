/// A count of games, draws or returns read back from a file, brought into
/// `0...limit` so a hand-edited session can never make the next `+= 1` overflow.
///
///     Tally.clamped(Int.max)  // 1_000_000
enum Tally {
  /// Far past any evening's play, far from `Int.max`.
  static let limit = 1_000_000

  static func clamped(_ count: Int) -> Int { min(max(0, count), limit) }
}
