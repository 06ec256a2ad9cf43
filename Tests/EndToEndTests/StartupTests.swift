import TestSupport
import Testing

extension EndToEnd {
  /// duoterm starting in a real terminal: full-screen mode, the closed phone, both
  /// displays (README.md, What you see).
  @Suite("Startup in tmux")
  struct StartupTests {
    @Test(
      "starts on the alternate screen showing the closed phone", arguments: [(200, 50), (80, 24)])
    func startsClosed(width: Int, height: Int) async throws {
      let session = try TmuxSession(width: width, height: height)
      let screen = try await session.waitUntil("the status line", settled: true) {
        Screen.statusLine($0) != nil
      }
      #expect(session.alternateOn)
      #expect(!session.cursorVisible)
      #expect(screen.contains("Outer display · lit"))
      #expect(screen.contains("Inner display · dark"))
      #expect(Screen.pose(screen) == "closed")
      #expect(Screen.statusLine(screen)?.contains("466×678 pt") == true)
      #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count <= height + 1)
      for line in screen.split(separator: "\n") {
        #expect(Screen.displayWidth(String(line)) <= width, "row wider than the pane: \(line)")
      }
      #expect(session.pid != nil, "duoterm is running")
    }
  }
}
