import Foundation
import Testing

extension EndToEnd {
  /// `demo --record-tour FILE.tour` (issue 18): a demo rehearsed live once, written
  /// as a tour that replays it.
  @Suite("Recording a tour")
  struct RecordTourTests {
    @Test func theKeysPressedLiveReplayAsATour() async throws {
      let folder = try StateFolder()
      let tour = folder.path + "/rehearsal.tour"
      let session = try TmuxSession(
        ["demo", "--record-tour", tour], width: 100, height: 30, environment: folder.environment)
      defer { session.close() }
      try await session.waitUntil("the status line", timeout: 30, settled: true) {
        Screen.statusLine($0) != nil
      }
      session.sendKeys("F2")
      _ = await session.settledPane("open") { Screen.pose($0) == "open" }
      session.sendKeys("F3")
      _ = await session.settledPane("book") { Screen.pose($0) == "book" }
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
      let text = try String(contentsOfFile: tour, encoding: .utf8)
      let lines = text.split(separator: "\n").map(String.init)
      #expect(lines.contains("F2") && lines.contains("F3"), "\(text)")
      #expect(!lines.contains("F10"), "the quit key is left out:\n\(text)")
      #expect(lines.contains { $0.hasPrefix("wait ") }, "\(text)")
      #expect(lines.contains("pose closed"), "\(text)")
      let replay = try DuotermBinary.run(["demo", tour, "--headless"])
      #expect(replay.status == 0, "\(replay)")
      #expect(Screen.pose(replay.stdout) == "book", "\(replay.stdout)")
    }
  }
}
