import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

extension EndToEnd {
  /// `demo NAME --headless --record FILE.cast` and `play --record`: the cast is
  /// written with no terminal, in the tour's own time, the same bytes each run.
  @Suite("Headless recordings")
  struct HeadlessRecordTests {
    @Test func aTourRecordsHeadlessTheSameEveryTime() throws {
      let folder = try StateFolder()
      var casts: [String] = []
      for name in ["first.cast", "second.cast"] {
        let path = "\(folder.path)/\(name)"
        let result = try DuotermBinary.run(
          ["demo", "list-detail-fold", "--headless", "--size", "100x30", "--record", path])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("asciinema play"), "\(result)")
        casts.append(try String(contentsOfFile: path, encoding: .utf8))
      }
      #expect(casts[0] == casts[1])
      let lines = casts[0].split(separator: "\n")
      #expect(lines[0].contains("\"width\":100") && lines[0].contains("\"height\":30"))
      #expect(lines.contains { $0.contains("\"m\", \"book\"") }, "a marker at the book pose")
      // The tour's last wait is in it: its length is the tour's, not the run's.
      let last = try #require(
        try JSONSerialization.jsonObject(with: Data(lines.last!.utf8)) as? [Any])
      #expect((last[0] as? Double ?? 0) > 20, "\(lines.last!)")
    }

    /// Played into a real terminal of the tour's size, the cast ends on the
    /// screen the headless tour ends on.
    @Test func theCastPlaysBackToTheToursLastFrame() async throws {
      let folder = try StateFolder()
      let cast = folder.path + "/tour.cast"
      let result = try DuotermBinary.run(
        ["demo", "two-page-fold", "--headless", "--size", "100x30", "--record", cast])
      #expect(result.status == 0, "\(result)")
      var played = ""
      for line in try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
        .dropFirst()
      {
        let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        if event[1] as? String == "o", let text = event[2] as? String { played += text }
      }
      let bytes = folder.path + "/played.bin"
      try played.write(toFile: bytes, atomically: true, encoding: .utf8)
      let replay = try TmuxSession.shell(width: 100, height: 30)
      defer { replay.close() }
      try await replay.waitUntil("the prompt") { _ in replay.atPrompt }
      replay.type("clear; cat \(bytes); sleep 100")
      // The rows above the status line (whose notice is the tour's, not the frame's).
      func rows(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map {
          String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
      }
      let headless = rows(result.stdout)
      let status = try #require(headless.firstIndex { Screen.statusLine($0) != nil })
      let expected = Array(headless[..<status])
      func phone(_ screen: String) -> [String] { Array(rows(screen).prefix(status)) }
      let shown = try await replay.waitUntil("the tour's last frame", timeout: 30) {
        phone($0) == expected
      }
      #expect(phone(shown) == expected)
    }

    @Test func playRecordsTheKeysAndWhatTheyDid() throws {
      let folder = try StateFolder()
      let path = folder.path + "/play.cast"
      let result = try DuotermBinary.run(
        ["play", "--size", "100x30", "--keys", "F2 F3", "--record", path])
      #expect(result.status == 0, "\(result)")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains("\"m\", \"open\"") && text.contains("\"m\", \"book\""), "\(text)")
      let again = try DuotermBinary.run(
        ["play", "--size", "100x30", "--keys", "F2", "--record", path])
      #expect(again.status == 2, "an existing cast is kept: \(again)")
    }
  }
}

extension EndToEnd {
  /// `demo --check TOUR...`: every shipped tour's expectations hold; one that
  /// fails exits 1 with FILE:LINE and what was seen, and the frame.
  @Suite("Checked tours")
  struct CheckedTourTests {
    /// At the default size and on a classic 80x24 terminal: a tour a person
    /// gives in a small window holds as it does in a large one.
    @Test(arguments: [[], ["--size", "80x24"]])
    func everyShippedTourHasExpectationsThatHold(size: [String]) throws {
      let names = try FileManager.default.contentsOfDirectory(atPath: DemoTests.demos.path)
        .filter { $0.hasSuffix(".tour") }.map { String($0.dropLast(5)) }.sorted()
      let result = try DuotermBinary.run(["demo", "--check"] + names + size)
      #expect(result.status == 0, "\(result)")
      for name in names {
        #expect(
          result.stderr.contains("\(name).tour: ") && !result.stderr.contains("\(name).tour: 0 "),
          "\(name) has expectations: \(result.stderr)")
      }
    }

    @Test func aFailedExpectationExitsOneWithFileAndLine() throws {
      let folder = try StateFolder()
      let path = folder.path + "/wrong.tour"
      try "# wrong\npattern list-detail\npose open\nF3\nwait settled\nexpect pose open\n"
        .write(toFile: path, atomically: true, encoding: .utf8)
      let result = try DuotermBinary.run(["demo", "--check", path])
      #expect(result.status == 1, "\(result)")
      #expect(result.stderr.contains("\(path):6: expected pose open — saw book"), "\(result)")
      #expect(result.stdout.contains("Inner display"), "the frame: \(result)")
    }

    @Test func junitForCI() throws {
      let folder = try StateFolder()
      let path = folder.path + "/wrong.tour"
      try "# wrong\npattern list-detail\npose open\nexpect pose book\n"
        .write(toFile: path, atomically: true, encoding: .utf8)
      let result = try DuotermBinary.run(
        ["demo", "--check", "feed-fold", path, "--format", "junit"])
      #expect(result.status == 1, "\(result)")
      let xml = try XMLDocument(xmlString: result.stdout)
      let cases = try xml.nodes(forXPath: "//testcase")
      #expect(cases.count == 2, "\(result.stdout)")
      let failures = try xml.nodes(forXPath: "//testcase/failure/@message").map {
        $0.stringValue ?? ""
      }
      #expect(failures == ["\(path):4: expected pose book — saw open"], "\(result.stdout)")
    }

    @Test func severalToursNeedCheck() throws {
      let result = try DuotermBinary.run(["demo", "feed-fold", "two-page-fold", "--headless"])
      #expect(result.status == 2, "\(result)")
      #expect(result.stderr.contains("--check"), "\(result)")
    }
  }
}
