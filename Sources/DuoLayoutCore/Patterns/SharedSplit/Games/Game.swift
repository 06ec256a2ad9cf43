/// The games of the shared screen, in menu order.
public enum Game: String, CaseIterable, Hashable, Sendable, Codable {
  /// Take turns: drop discs, four in a line wins.
  case fourInARow = "four-in-a-row"
  /// Together: one court across the seam, first to five.
  case pong

  /// The game's name as the menu lists it.
  public var title: String {
    switch self {
    case .fourInARow: "Four in a row"
    case .pong: "Pong"
    }
  }

  /// One line under the title in the menu.
  public var summary: String {
    switch self {
    case .fourInARow: "take turns · four in a line wins"
    case .pong: "together · first to \(Pong.winningScore) wins"
    }
  }

  /// How the seats act in this game.
  public var gateMode: SeatGate.Mode {
    switch self {
    case .fourInARow: .takeTurns
    case .pong: .together
    }
  }
}
