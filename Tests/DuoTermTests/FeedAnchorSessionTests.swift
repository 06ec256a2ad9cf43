import DuoLayoutCore
import TestSupport
import Testing

@testable import DuoTerm

/// The feed's scroll position is the ID of its top card, so card 150 stays the
/// top-left card while the column count changes (2 closed, 4 open): a point
/// offset would drift. The whole interactive loop on the virtual clock.
@Suite("Feed keeps card 150 on top through unfold and fold")
struct FeedAnchorSessionTests {
  /// The number of the first card title (`┌ 150 · Title ┐`, heavy when selected)
  /// on the lit display, reading rows from the top and each row from the left.
  static func topLeftCard(_ screen: String) -> Int? {
    for row in Screen.litDisplay(screen) ?? [] {
      if let match = row.firstMatch(of: /[┌╔] (\d+) ·/) { return Int(match.1) }
    }
    return nil
  }

  @Test("card 150 is the top-left card closed, open and closed again")
  func cardStaysOnTop() throws {
    // Select card 150 whatever the column count (End is card 240, Left the card
    // before), then Z puts the selected card on top; F2 opens, F2 closes.
    let select = (["End"] + Array(repeating: "Left", count: 90) + ["z"]).joined(separator: " ")
    let shown = MemoryTerminal.screens(
      from: EmulatorState(pose: .closed, pattern: .feed), steps: [select, "F2", "F2"])
    try #require(shown.count == 4)
    #expect(shown.allSatisfy { $0.settled }, "every screen read with nothing moving")
    #expect(Self.topLeftCard(shown[0].text) == 1, "the feed from its start:\n\(shown[0].text)")
    #expect(Self.topLeftCard(shown[1].text) == 150, "after Z, closed:\n\(shown[1].text)")
    for (pose, size, screen) in [
      ("open", "951×669 pt", shown[2].text), ("closed", "466×678 pt", shown[3].text),
    ] {
      #expect(Screen.pose(screen) == pose)
      #expect(Screen.statusLine(screen)?.contains(size) == true, "\(screen)")
      #expect(Self.topLeftCard(screen) == 150, "the top-left card \(pose):\n\(screen)")
    }
  }
}
