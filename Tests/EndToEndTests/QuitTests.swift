import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// Every way out gives the terminal back: the normal screen, a visible cursor,
  /// keypad mode off (DuoTerm never turns it on: it reads the keys' bytes itself)
  /// and the tty modes as they were (README.md, Robustness: never a terminal left
  /// in raw mode after Ctrl-C).
  @Suite("Quitting in tmux")
  struct QuitTests {
    /// A started session showing the phone.
    private func started() async throws -> TmuxSession {
      let session = try TmuxSession(width: 120, height: 36)
      try await session.waitUntil("the status line") { Screen.statusLine($0) != nil }
      #expect(session.alternateOn)
      #expect(!session.keypadOn)
      return session
    }

    private func expectRestored(_ session: TmuxSession) {
      #expect(!session.alternateOn)
      #expect(session.cursorVisible)
      #expect(!session.keypadOn)
      #expect(session.ttyAfterExit == "same", "tty modes not restored:\n\(session.capture())")
    }

    @Test("a quit key exits 0 and restores the terminal", arguments: ["F10", "C-c"])
    func quitKey(key: String) async throws {
      let session = try await started()
      session.sendKeys(key)
      #expect(try await session.waitForExit() == 0)
      expectRestored(session)
    }

    @Test(
      "a signal ends duoterm by that signal and restores the terminal",
      arguments: [("TERM", SIGTERM), ("HUP", SIGHUP), ("INT", SIGINT)])
    func signal(name: String, number: Int32) async throws {
      let session = try await started()
      let pid = try #require(session.pid)
      #expect(kill(pid, number) == 0, "kill -\(name) \(pid)")
      #expect(try await session.waitForExit() == 128 + Int(number))
      expectRestored(session)
    }

    @Test("the help overlay does not swallow F10")
    func quitFromHelp() async throws {
      let session = try await started()
      session.sendKeys("F1")
      try await session.waitUntil("the help") { $0.contains("DuoTerm keys") }
      session.sendKeys("F10")
      #expect(try await session.waitForExit() == 0)
      expectRestored(session)
    }
  }
}
