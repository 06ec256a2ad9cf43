import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// With both the config and the session corrupt, both
  /// warnings show on the status line, one after the other, and both are on
  /// standard error once the terminal is back.
  @Suite("Two warnings at start, in turn")
  struct BothWarningsTests {
    @Test("a corrupt config and a corrupt session: each warning shows, then the other")
    func bothShowInTurn() async throws {
      let folder = try StateFolder()
      try FileManager.default.createDirectory(
        atPath: folder.path + "/duoterm", withIntermediateDirectories: true)
      try "flash = maybe\n".write(
        toFile: folder.path + "/duoterm/config", atomically: false, encoding: .utf8)
      try "{ not json".write(toFile: folder.sessionFile, atomically: false, encoding: .utf8)
      let session = try TmuxSession([], width: 200, height: 50, environment: folder.environment)
      defer { session.close() }
      // The status line is the last row (a long warning leaves no room for the
      // hinge field the other tests find it by).
      func last(_ screen: String) -> String {
        screen.split(separator: "\n").last.map(String.init) ?? ""
      }
      let first = try await session.waitUntil("the first warning", timeout: 30) {
        last($0).contains("session.json.corrupt-1")
      }
      #expect(
        last(first).contains("(+1)") || last(first).contains("(1 more)"),
        "the other waits behind it: \(last(first))")
      let second = try await session.waitUntil("the second warning", timeout: 30) {
        last($0).contains("config.corrupt-1")
      }
      #expect(!last(second).contains("session.json.corrupt"), "\(last(second))")
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 20) == 0)
      // Standard error's lines, wrapped at the pane's width, read whole.
      let after = session.capture().split(separator: "\n").joined()
      #expect(after.contains("session.json.corrupt-1"), "on standard error: \(after)")
      #expect(after.contains("config.corrupt-1"), "on standard error: \(after)")
    }
  }
}
