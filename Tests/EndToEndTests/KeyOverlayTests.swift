import TestSupport
import Testing

extension EndToEnd {
  /// The keys on screen in a real terminal: Ctrl-] turns them on, a key shows as
  /// a cap under the phone and goes about a second later; off again, nothing shows.
  @Suite("Keys on screen in tmux")
  struct KeyOverlayTests {
    @Test func ctrlBracketShowsEachKeyUnderThePhone() async throws {
      let session = try TmuxSession(["--pose", "open"], width: 80, height: 24)
      try await session.waitUntil("the status line") { Screen.statusLine($0) != nil }
      session.sendKeys("C-]")
      try await session.waitUntil("keys on") { $0.contains("keys on screen on") }
      session.sendKeys("F3")
      let shown = try await session.waitUntil("the F3 cap") {
        Self.capRow($0)?.contains("F3") == true
      }
      // Under the phone: below its last bezel row, above the status line.
      let rows = shown.split(separator: "\n", omittingEmptySubsequences: false)
      let bottom = try #require(rows.lastIndex { $0.contains("╝") || $0.contains("┘") })
      let cap = try #require(rows.firstIndex { $0.contains(" F3 ") && !$0.contains("│") })
      #expect(cap > bottom, "\(shown)")
      try await session.waitUntil("the cap gone", timeout: 10) { Self.capRow($0) == nil }
      session.sendKeys("C-]", "F3")
      try await session.waitUntil("flat again, keys off") {
        Screen.pose($0) == "open" && $0.contains("keys on screen off")
      }
      #expect(Self.capRow(session.capture()) == nil)
    }

    /// The row under the phone that shows a cap, if any.
    static func capRow(_ screen: String) -> String? {
      let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let bottom = rows.lastIndex(where: { $0.contains("╝") || $0.contains("┘") }) else {
        return nil
      }
      // The row right under the phone: the keys' row while they are on.
      guard bottom + 1 < rows.count else { return nil }
      let row = rows[bottom + 1]
      let blank = row.trimmingCharacters(in: .whitespaces).isEmpty
      return blank || row.contains("⠀") || row.contains("│") ? nil : row
    }
  }
}
