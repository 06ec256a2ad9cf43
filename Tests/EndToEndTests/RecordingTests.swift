import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// `--record FILE.cast`: what the terminal got, exactly, as an asciicast v2 file
  /// (the bytes come from the screen's tap, a pseudo-terminal ncurses draws
  /// through). Played back into another terminal, the recording shows the same
  /// screen the session showed.
  @Suite("Recording a session")
  struct RecordingTests {
    @Test func theRecordingPlaysBackToTheSameScreenWithAMarkerAtEachPose() async throws {
      let folder = try StateFolder()
      let cast = folder.path + "/session.cast"
      let session = try TmuxSession(
        ["--fresh", "--record", cast], width: 100, height: 30, environment: folder.environment)
      defer { session.close() }
      try await session.waitForStart()
      session.sendKeys("F2")
      _ = await session.settledScreen("open", timeout: 20) { Screen.pose($0) == "open" }
      session.sendKeys("F3")
      let live = await session.settledScreen("book", timeout: 20) { Screen.pose($0) == "book" }
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
      #expect(session.terminalProblems() == [], "the terminal is back after a recording")

      let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
      let header = try #require(
        try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
      #expect(header["version"] as? Int == 2)
      #expect(header["width"] as? Int == 100 && header["height"] as? Int == 30)
      #expect((header["timestamp"] as? Int ?? 0) > 1_700_000_000)
      let events = try lines.dropFirst().map {
        try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any])
      }
      let times = events.compactMap { $0.first as? Double }
      #expect(times.count == events.count && times == times.sorted(), "times never go back")
      let markers = events.filter { $0[1] as? String == "m" }.compactMap { $0[2] as? String }
      #expect(markers == ["closed", "open", "book", "quit"], "\(markers)")

      // Every byte up to the quit marker, played into a fresh pane of the same size.
      var played = ""
      for event in events {
        if event[1] as? String == "m", event[2] as? String == "quit" { break }
        if event[1] as? String == "o", let text = event[2] as? String { played += text }
      }
      let bytes = folder.path + "/played.bin"
      try played.write(toFile: bytes, atomically: true, encoding: .utf8)
      let replay = try TmuxSession.shell(width: 100, height: 30)
      defer { replay.close() }
      try await replay.waitUntil("the prompt") { _ in replay.atPrompt }
      replay.type("cat \(bytes); sleep 100")
      func trimmed(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
          String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
      }
      // The status line names the book pose before the glide's frames have all
      // played: the replay is read once it shows what the session showed (or, after
      // the deadline, as it stands, so the expectation says what differs).
      let shown = await replay.settledScreen("the replayed screen", timeout: 20) {
        $0.contains("Inner display") && trimmed($0) == trimmed(live)
      }
      #expect(trimmed(shown) == trimmed(live), "the replay shows what the session showed")
    }
  }
}
