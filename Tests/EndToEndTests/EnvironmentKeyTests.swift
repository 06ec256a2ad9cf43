import Testing

extension EndToEnd {
  /// In a real terminal: Split View, the text size and right to left, each
  /// by its key, read back from the screen; the Hebrew samples drawn in visual
  /// order whichever way the layout runs (a terminal would reorder them its own way).
  @Suite("Environment keys in tmux")
  struct EnvironmentKeyTests {
    @Test("Ctrl-S splits the open display, Ctrl-A enlarges the text, Ctrl-F mirrors it")
    func keys() async throws {
      let session = try TmuxSession(["--pattern", "list-detail", "--pose", "open"])
      defer { session.close() }
      try await session.waitUntil("the status line", settled: true) { Screen.statusLine($0) != nil }
      session.sendKeys("C-s")
      let split = try await session.waitUntil("Split View") {
        Screen.statusLine($0)?.contains("Split View ½ trailing") == true
      }
      #expect(split.contains("Other app"))
      session.sendKeys("C-s")
      try await session.waitUntil("Split View ⅔") {
        Screen.statusLine($0)?.contains("Split View ⅔ trailing") == true
      }
      // One key leaves from any width (Ctrl-S would take five more presses here).
      session.sendKeys("C-\\")
      try await session.waitUntil("the whole display again") {
        $0.contains("Split View off") && !$0.contains("Other app")
      }
      session.sendKeys("C-s", "C-s", "C-s", "C-s", "C-s", "C-s")
      try await session.waitUntil("Split View ⅓ leading, the cycle's last") {
        Screen.statusLine($0)?.contains("Split View ⅓ leading") == true
      }
      session.sendKeys("C-s")
      try await session.waitUntil("the whole display again, Ctrl-S's cycle through") {
        $0.contains("Split View off") && !$0.contains("Other app")
      }
      session.sendKeys("C-a")
      try await session.waitUntil("a larger text size") {
        Screen.statusLine($0)?.contains("x-large") == true
      }
      session.sendKeys("End", "C-f")
      let rtl = try await session.waitUntil("right to left", settled: true) {
        Screen.statusLine($0)?.contains("right to left") == true && $0.contains("ןהכ העונ")
      }
      #expect(!rtl.contains("נועה"), "Hebrew is never left to the terminal's order")
      session.sendKeys("C-f")
      let ltr = try await session.waitUntil("left to right again", settled: true) {
        Screen.statusLine($0)?.contains("right to left") == false && $0.contains("ןהכ העונ")
      }
      #expect(ltr.contains("Re: םולש"), "a Hebrew word inside English, in visual order")
      // Hebrew typed into the reply field is drawn in visual order too, both ways.
      session.sendKeys("r")
      session.tmux(["send-keys", "-t", "duo", "-l", "שלום עולם"])
      try await session.waitUntil("typed Hebrew in visual order", settled: true) {
        $0.contains("םלוע םולש")
      }
      session.sendKeys("C-f")
      let typed = try await session.waitUntil("typed Hebrew, right to left", settled: true) {
        Screen.statusLine($0)?.contains("right to left") == true && $0.contains("םלוע םולש")
      }
      #expect(!typed.contains("שלום עולם"), "never left to the terminal's order")
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
    }
  }
}
