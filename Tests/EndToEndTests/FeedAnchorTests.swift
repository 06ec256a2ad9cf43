import Testing

extension EndToEnd {
  /// The feed's scroll position is the ID of its top card, so
  /// card 150 stays the top-left card while the column count changes (2 closed,
  /// 4 open) — a point offset would drift.
  @Suite("Feed keeps card 150 on top through unfold and fold in tmux")
  struct FeedAnchorTests {
    /// The number of the first card title (`┌ 150 · Title ┐`, heavy when selected)
    /// on the lit display, reading rows from the top and each row from the left.
    static func topLeftCard(_ screen: String) -> Int? {
      for row in Screen.litDisplay(screen) ?? [] {
        if let match = row.firstMatch(of: /[┌╔] (\d+) ·/) { return Int(match.1) }
      }
      return nil
    }

    @Test("card 150 is the top-left card closed, open and closed again")
    func cardStaysOnTop() async throws {
      let session = try TmuxSession(["--pattern", "feed", "--pose", "closed"])
      try await session.waitUntil("the feed", settled: true) { Self.topLeftCard($0) == 1 }
      // Select card 150 whatever the column count (End is card 240, Left the card
      // before), then Z puts the selected card on top.
      session.tmux(["send-keys", "-t", "duo", "End"] + Array(repeating: "Left", count: 90) + ["z"])
      let closed = await session.settledScreen("card 150 on top") { Self.topLeftCard($0) == 150 }
      #expect(Self.topLeftCard(closed) == 150, "after Z, closed:\n\(closed)")

      for (pose, size) in [("open", "951×669 pt"), ("closed", "466×678 pt")] {
        session.sendKeys("F2")
        let screen = await session.settledScreen("the feed \(pose)") {
          Screen.pose($0) == pose && Screen.statusLine($0)?.contains(size) == true
            && Self.topLeftCard($0) == 150
        }
        #expect(Screen.pose(screen) == pose)
        #expect(Self.topLeftCard(screen) == 150, "the top-left card \(pose):\n\(screen)")
      }
    }

    @Test("the first card title on the lit display is read from the top row, left first")
    func readsTopLeftCard() throws {
      let result = try DuotermBinary.run(["render", "--pattern", "feed", "--pose", "open"])
      #expect(result.status == 0, "\(result)")
      #expect(Self.topLeftCard(result.stdout) == 1, "\(result.stdout)")
    }
  }
}
