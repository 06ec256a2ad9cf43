import Foundation
import TestSupport
import Testing

extension EndToEndBeside {
  /// How we will know: a recording of `demo list-detail-fold --record
  /// x.cast` replays (into a terminal emulator: a fresh tmux pane of the same size)
  /// to the same last screen `demo list-detail-fold --headless` prints.
  @Suite("A recorded tour replays")
  struct TourRecordingReplayTests {
    @Test func theRecordedTourEndsOnTheHeadlessTourScreen() async throws {
      let folder = try StateFolder()
      let cast = folder.path + "/tour.cast"
      var environment = folder.environment
      environment["DUOTERM_DEMOS"] = EndToEnd.DemoTests.demos.path
      let session = try TmuxSession(
        ["demo", "list-detail-fold", "--record", cast, "--no-mouse"], width: 200, height: 50,
        environment: environment)
      defer { session.close() }
      // The tour plays out (about 20 s), then its last notice goes.
      _ = try await session.waitUntil("the tour's end", timeout: 90) {
        Screen.statusLine($0)?.contains("tour finished") == true
      }
      _ = try await session.waitUntil("the notice gone", timeout: 30, settled: true) {
        Screen.statusLine($0)?.contains("tour finished") == false
      }
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)

      let headless = try DuotermBinary.run(
        ["demo", "list-detail-fold", "--headless", "--size", "200x50"],
        environment: ["DUOTERM_DEMOS": EndToEnd.DemoTests.demos.path])
      #expect(headless.status == 0, "\(headless)")

      let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
      let header = try #require(
        try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
      #expect(header["version"] as? Int == 2)
      #expect(header["width"] as? Int == 200 && header["height"] as? Int == 50)
      #expect((header["timestamp"] as? Int ?? 0) > 1_700_000_000)
      #expect((header["title"] as? String)?.isEmpty == false, "\(header)")
      var played = ""
      var markers: [String] = []
      var times: [Double] = []
      for line in lines.dropFirst() {
        let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        times.append(try #require(event.first as? Double))
        if event[1] as? String == "m", let name = event[2] as? String {
          markers.append(name)
          if name == "quit" { break }
        }
        if event[1] as? String == "o", let text = event[2] as? String { played += text }
      }
      #expect(markers.contains("book") && markers.contains("closed"), "\(markers)")
      #expect(times == times.sorted(), "times never go back")
      let bytes = folder.path + "/played.bin"
      try played.write(toFile: bytes, atomically: true, encoding: .utf8)
      let replay = try TmuxSession.shell(width: 200, height: 50)
      defer { replay.close() }
      try await replay.waitUntil("the prompt") { _ in replay.atPrompt }
      replay.type("cat \(bytes); sleep 100")
      func trimmed(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).prefix(50).map {
          String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
      }
      // The replay is read once it shows the headless screen's phone (or, after
      // the deadline, as it stands, so the expectations below say what differs).
      let shown = await replay.settledScreen("the replayed screen", timeout: 20) {
        $0.contains("Inner display") && Screen.statusLine($0) != nil
          && trimmed($0).dropLast() == trimmed(headless.stdout).dropLast()
      }
      let (replayed, expected) = (trimmed(shown), trimmed(headless.stdout))
      let differing = zip(replayed, expected).enumerated().filter { $0.element.0 != $0.element.1 }
        .prefix(3).map {
          "row \($0.offset):\n  replay:   \($0.element.0)\n  headless: \($0.element.1)"
        }
      // The phone row for row; the status line the same but for a notice the
      // headless frame shows still (it ends as the tour's last wait does, the live
      // session once its notices are gone).
      #expect(
        replayed.dropLast() == expected.dropLast(),
        "the replay ends on the headless screen:\n\(differing.joined(separator: "\n"))")
      // A notice on the headless line makes its fields take their short forms, so
      // the two lines are compared by what both must name: the pose, the device
      // and the pattern the tour ends in.
      let (status, headlessStatus) = (replayed.last ?? "", expected.last ?? "")
      for field in [" open ", "iPhone Duo", "list-detail"] {
        #expect(
          status.contains(field) && headlessStatus.contains(field),
          "\(field): replay '\(status)', headless '\(headlessStatus)'")
      }
    }
  }
}
