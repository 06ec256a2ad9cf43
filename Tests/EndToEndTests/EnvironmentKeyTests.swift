import TestSupport
import Testing

extension EndToEnd {
  /// The environment keys reach duoterm through a real terminal: Ctrl-S (a
  /// terminal's stop key, XOFF), Ctrl-\ (its quit key), Ctrl-F, and Hebrew typed
  /// as UTF-8. What each key does, and the Hebrew's visual order, is checked on
  /// the virtual clock (EnvironmentKeySessionTests).
  @Suite("Environment keys in tmux")
  struct EnvironmentKeyTests {
    @Test("Ctrl-S, Ctrl-\\, Ctrl-F and typed Hebrew arrive as keys, not as the tty's controls")
    func keys() async throws {
      let session = try TmuxSession(["--pattern", "list-detail", "--pose", "open"])
      defer { session.close() }
      try await session.waitForStart()
      session.sendKeys("C-s")
      try await session.waitUntil("Split View") {
        Screen.statusLine($0)?.contains("Split View ½ trailing") == true
      }
      session.sendKeys("C-\\")
      try await session.waitUntil("the whole display again") {
        $0.contains("Split View off") && !$0.contains("Other app")
      }
      session.sendKeys("C-f", "r")
      session.tmux(["send-keys", "-t", "duo", "-l", "שלום עולם"])
      try await session.waitUntil("typed Hebrew, right to left", settled: true) {
        Screen.statusLine($0)?.contains("right to left") == true && $0.contains("םלוע םולש")
      }
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
    }
  }
}
