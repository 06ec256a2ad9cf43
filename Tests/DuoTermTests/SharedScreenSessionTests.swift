import DuoLayoutCore
import TestSupport
import Testing

@testable import DuoTerm

/// Two people at one keyboard play the shared screen's four in a row, and fold
/// the phone mid-game: the game's rules and its state through a fold are the
/// reducer's work, played here through the whole interactive loop on the virtual
/// clock, a key at a time. (Sitting face to face, the config and pong run in tmux:
/// SharedScreenTests.)
@Suite("Shared screen")
struct SharedScreenSessionTests {
  /// The screens of the shared screen from the game menu, the phone closed: before
  /// the first key and after each.
  static func screens(_ keys: [String]) -> [String] {
    MemoryTerminal.screens(
      from: EmulatorState(pose: .closed, pattern: .sharedSplit), steps: keys
    ).map(\.text)
  }

  @Test("two seats play four in a row to a win; the second seat's keys out of turn do nothing")
  func playToAWin() throws {
    // Out of turn: the second seat moves and drops; then the first seat moves one
    // slot right. Then first: columns 5, 6, 7, then 4 on the bottom row; second:
    // three in column 1. Then a rematch: both action keys.
    let outOfTurn = ["Left", "Enter", "Down", "Left", "d"]
    let toAWin = [
      "Space", "Left", "Left", "Left", "Enter", "d", "Space", "Enter", "d", "Space", "Enter",
      "a", "a", "a", "Space",
    ]
    let shown = Self.screens(["Space"] + outOfTurn + toAWin + ["Enter", "Space"])
    #expect(shown[0].contains("Two players"), "the game menu:\n\(shown[0])")
    let start = shown[1]
    #expect(Screen.boardRows(start).count == 12, "the board on both halves:\n\(start)")
    #expect(start.contains("your turn") && start.contains("waiting"))
    let before = Screen.cursors(start)
    try #require(before.count == 2)

    let after = shown[1 + outOfTurn.count]
    #expect(Screen.discs(Screen.boardRows(after)) == 0, "no disc was dropped out of turn")
    #expect((Screen.cursors(after).first ?? 0) > before[0], "the first seat's cursor moved")
    #expect(Screen.cursors(after).last == before[1], "the second seat's cursor did not move")

    let won = shown[1 + outOfTurn.count + toAWin.count]
    #expect(won.contains("You win!") && won.contains("Player 1 wins."), "\(won)")
    let rows = Screen.boardRows(won)
    try #require(rows.count == 12, "\(won)")
    #expect(rows[5] == "◆··●●●●", "the first half's bottom row:\n\(won)")
    #expect(rows[11] == rows[5], "both halves show the same board")
    #expect(won.contains("You ● 1 – 0 ◆ Player 2"))
    #expect(won.contains("You ◆ 0 – 1 ● Player 1"))

    let again = try #require(shown.last)
    #expect(Screen.discs(Screen.boardRows(again)) == 0 && again.contains("waiting"), "\(again)")
    #expect(again.contains("You ● 1 – 0 ◆ Player 2"), "the score is kept")
  }

  @Test("folding and unfolding mid-game keeps the board, the turn and the pause")
  func foldMidGame() throws {
    let moves = ["Space", "Space", "Enter", "d", "Space", "q"]
    let folds = [("F2", "951×669 pt"), ("F3", "951×669 pt"), ("F3", "951×669 pt")]
    let shown = Self.screens(moves + folds.map(\.0) + ["F2", "p"])
    let mid = shown[moves.count]
    #expect(Screen.discs(Screen.boardRows(mid)) == 6 && mid.contains("paused"), "\(mid)")
    let board = Screen.boardRows(mid)
    for ((key, size), screen) in zip(folds, shown.dropFirst(moves.count + 1)) {
      #expect(Screen.statusLine(screen)?.contains(size) == true, "\(key):\n\(screen)")
      #expect(Screen.boardRows(screen).count == 12, "\(key):\n\(screen)")
      #expect(Screen.discs(Screen.boardRows(screen)) == 6, "\(key):\n\(screen)")
      #expect(screen.contains("paused"), "\(key): still paused")
    }
    let closed = shown[shown.count - 2]
    #expect(Screen.pose(closed) == "closed")
    #expect(Screen.boardRows(closed) == board, "the same board after the fold:\n\(closed)")
    // The second seat resumes; it is its turn.
    let resumed = try #require(shown.last)
    #expect(!resumed.contains("paused"))
    #expect(resumed.contains("your turn · ← →"), "\(resumed)")
  }
}
