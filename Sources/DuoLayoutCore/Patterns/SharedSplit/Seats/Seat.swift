/// The two people sharing the screen, one half each (Apple has no
/// guidance for two people on one screen; the HIG asks the same features in every
/// pose). The first sits at
/// the top or on the left, in every layout direction: seats are places at the
/// table, not reading order.
///
/// ```swift
/// Seat.first.other  // .second
/// Seat.second.id    // "second": the prefix of every node in that half
/// ```
public enum Seat: String, CaseIterable, Hashable, Sendable, Codable {
  case first, second

  /// The prefix of every node ID in this seat's half (`first.board`, `second.leave`).
  public var id: String { rawValue }

  /// The seat across the seam: the opponent in every game.
  public var other: Seat { self == .first ? .second : .first }
}
