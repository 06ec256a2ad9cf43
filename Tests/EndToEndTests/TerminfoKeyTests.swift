import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// The decoder reads every byte the terminal sends, with TERM's terminfo key
  /// strings as a table: a key only the description names works in the real
  /// binary. tmux sends its own (xterm's) sequences for named keys, so the
  /// console's are typed as bytes (`send-keys -l`).
  @Suite("Keys only TERM's description names")
  struct TerminfoKeyTests {
    @Test(
      "the linux console's F2 (ESC [ [ B) folds the phone closed; a VT100's F10 (ESC O x) quits",
      arguments: [("linux", "\u{1B}[[B"), ("vt100", "\u{1B}Ox")])
    func consoleKeys(term: String, bytes: String) async throws {
      let session = try TmuxSession(
        ["--fresh", "--pose", "open"], width: 80, height: 24, environment: ["TERM": term])
      defer { session.close() }
      try await session.waitForStart()
      session.tmux(["send-keys", "-t", "duo", "-l", bytes])
      if term == "vt100" {
        #expect(try await session.waitForExit() == 0)
        #expect(session.ttyAfterExit == "same")
      } else {
        let shown = await session.settledScreen("F2 in TERM=\(term)") {
          Screen.pose($0) == "closed"
        }
        #expect(Screen.pose(shown) == "closed", "\(shown)")
        // Nothing of the sequence was typed or named on the status line.
        #expect(!shown.contains("[[B"), "\(shown)")
        session.sendKeys("F10")
        #expect(try await session.waitForExit() == 0)
      }
    }
  }
}
