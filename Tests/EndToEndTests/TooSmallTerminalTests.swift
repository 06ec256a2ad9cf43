import TestSupport
import Testing

extension EndToEnd {
  /// A terminal below the smallest usable size: a message instead of the phone,
  /// keys still handled, and the phone back when the terminal grows (README.md,
  /// What you see).
  @Suite("Too small a terminal in tmux")
  struct TooSmallTerminalTests {
    @Test("40×12 shows the too-small message; 200×50 brings the phone back")
    func shrinkAndGrow() async throws {
      let session = try TmuxSession(width: 200, height: 50)
      try await session.waitForStart()
      session.resize(40, 12)
      // Settled: a capture taken while the message is still being drawn has half of it.
      let small = try await session.waitUntil("the too-small message", settled: true) {
        Screen.words($0).contains("terminal too small: need")
      }
      #expect(Screen.words(small).contains("have 40×12"))
      #expect(Screen.statusLine(small) == nil)
      for line in small.split(separator: "\n") {
        #expect(Screen.displayWidth(String(line)) <= 40, "row wider than the pane: \(line)")
      }
      #expect(session.alternateOn)

      // F2 still opens the phone while nothing of it is shown.
      session.sendKeys("F2")
      session.resize(200, 50)
      let back = try await session.waitForStart("the phone")
      #expect(!Screen.words(back).contains("terminal too small"))
      #expect(Screen.statusLine(back)?.contains("951×669 pt") == true)
      #expect(back.contains("Inner display · lit"))
    }

    @Test("quitting works while the terminal is too small", arguments: ["F10", "C-c"])
    func quitWhileSmall(key: String) async throws {
      let session = try TmuxSession(width: 30, height: 8)
      try await session.waitUntil("the too-small message") {
        Screen.words($0).contains("terminal too small")
      }
      session.sendKeys(key)
      #expect(try await session.waitForExit() == 0)
      #expect(!session.alternateOn)
      #expect(session.cursorVisible)
    }
  }
}
