/// What the shared screen offers (its `"content"` in a screen file): the menu's
/// title, what the halves call the two players, and the games to choose between.
/// A game is a built-in component named by its ID (`Game`): its board or court,
/// its rules and the seat gate it plays through are the program's, never the
/// file's.
///
/// ```swift
/// GameMenu.standard.games          // [.fourInARow, .pong]
/// GameMenu.standard.players.first  // "Player 1"
/// ```
public struct GameMenu: Hashable, Sendable, Codable {
  /// The menu's heading, on both halves.
  public var title: String
  /// What the halves call each seat's player: in the outline, the score, whose turn.
  public var players: SeatPair<String>
  /// The games the menu lists, in order; the first is chosen to start.
  public var games: [Game]

  /// The built-in menu: both games.
  public static let standard = GameMenu(
    title: "Two players", players: SeatPair(first: "Player 1", second: "Player 2"),
    games: Game.allCases)
}
