import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// `demo --record-tour FILE.tour`: a demo rehearsed live once, written
  /// as a tour that replays it.
  @Suite("Recording a tour")
  struct RecordTourTests {
    @Test func theKeysPressedLiveReplayAsATour() async throws {
      let folder = try StateFolder()
      let tour = folder.path + "/rehearsal.tour"
      let session = try TmuxSession(
        ["demo", "--record-tour", tour], width: 100, height: 30, environment: folder.environment)
      defer { session.close() }
      try await session.waitForStart()
      session.sendKeys("F2")
      _ = await session.settledScreen("open", timeout: 20) { Screen.pose($0) == "open" }
      session.sendKeys("F3")
      _ = await session.settledScreen("book", timeout: 20) { Screen.pose($0) == "book" }
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

extension EndToEnd {
  /// `demo NAME --headless --svg-frames DIR`: a numbered SVG per settled
  /// step, for slides and documents.
  @Suite("SVG frames of a tour")
  struct SVGFramesTests {
    @Test func aNumberedSVGPerStepWithTheCaptions() throws {
      let folder = try StateFolder()
      let frames = folder.path + "/frames"
      let result = try DuotermBinary.run(
        ["demo", "list-detail-fold", "--headless", "--size", "100x30", "--svg-frames", frames])
      #expect(result.status == 0, "\(result)")
      let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
      #expect(names.count > 10, "\(names)")
      #expect(names.first == "001.svg")
      #expect(
        names == (1...names.count).map { String(format: "%03d.svg", $0) }, "numbered in order")
      #expect(result.stderr.contains("\(names.count) SVG frames written"), "\(result)")
      let svgs = try names.map {
        try String(contentsOfFile: "\(frames)/\($0)", encoding: .utf8)
      }
      #expect(svgs.allSatisfy { $0.hasPrefix("<svg") || $0.hasPrefix("<?xml") })
      #expect(Set(svgs).count > 5, "the steps differ")
      // Each glyph is a <text> of its own at its cell: the caption's letters, in order.
      let glyphs = svgs.map {
        $0.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
          .filter { !$0.isWhitespace }
      }
      #expect(glyphs.contains { $0.contains("Foldedlikeabook") }, "the captions are in them")
    }

    @Test func framesNeedHeadless() throws {
      let result = try DuotermBinary.run(["demo", "list-detail-fold", "--svg-frames", "x"])
      #expect(result.status == 2, "\(result)")
      #expect(result.stderr.contains("--headless"), "\(result)")
    }
  }
}
