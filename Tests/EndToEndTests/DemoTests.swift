import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// Scripted tours in `Demos/`: listed with their descriptions, played
  /// headless or in the terminal (where any key hands control to the person), and
  /// a bad line named by file and line.
  @Suite("Demo tours")
  struct DemoTests {
    /// The checkout's `Demos/` folder.
    static let demos = Repository.url("Demos")

    /// Every tour in `Demos/` with its description (its first comment line).
    static func tours() throws -> [(name: String, description: String)] {
      let files = try FileManager.default.contentsOfDirectory(atPath: demos.path)
        .filter { $0.hasSuffix(".tour") }.sorted()
      return try files.map { file in
        let text = try String(contentsOf: demos.appendingPathComponent(file), encoding: .utf8)
        let comment = text.split(separator: "\n").first { $0.hasPrefix("#") } ?? ""
        return (
          String(file.dropLast(".tour".count)),
          comment.dropFirst().trimmingCharacters(in: .whitespaces)
        )
      }
    }

    @Test("demo --list names every tour in Demos/ with its description")
    func list() throws {
      let tours = try Self.tours()
      try #require(!tours.isEmpty, "no tours in \(Self.demos.path)")
      let result = try DuotermBinary.run(["demo", "--list"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stderr.isEmpty, "\(result)")
      #expect(result.stdoutLines.count == tours.count, "\(result.stdout)")
      for tour in tours {
        let line = result.stdoutLines.first { $0.hasPrefix(tour.name + " ") }
        #expect(line != nil, "\(tour.name) not listed:\n\(result.stdout)")
        #expect(
          line.map { Screen.words($0).contains(Screen.words(tour.description)) } == true,
          "\(tour.name)'s description '\(tour.description)' not on its line: \(line ?? "")")
      }
    }

    @Test("demo two-page-fold --headless prints the tour's final frame")
    func headless() throws {
      let result = try DuotermBinary.run(["demo", "two-page-fold", "--headless"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stderr.isEmpty, "\(result)")
      let lines = result.stdoutLines
      #expect(lines.count == 50, "a 200×50 frame: \(lines.count) rows")
      #expect(lines.allSatisfy { Screen.displayWidth($0) <= 200 })
      #expect(Screen.statusFields(result.stdout).contains("two-page"), "\(result.stdout)")
      #expect(Screen.litDisplay(result.stdout)?.isEmpty == false, "\(result.stdout)")
    }

    /// A tour with one bad line, the line's number, and words the error names.
    struct BadTour: Sendable, CustomTestStringConvertible {
      var lines: [String]
      var bad: Int
      var names: String
      var testDescription: String { lines[bad - 1] }
    }

    static let badTours = [
      BadTour(lines: ["# A bad wait", "pattern feed", "F2", "wait soon"], bad: 4, names: "wait"),
      BadTour(lines: ["pattern feed", "F99"], bad: 2, names: "F99"),
      BadTour(lines: ["# No such pose", "pose upside-down", "F2"], bad: 2, names: "upside-down"),
      BadTour(lines: ["pattern nope"], bad: 1, names: "nope"),
      BadTour(lines: ["pose open", "F3", "pattern feed"], bad: 3, names: "pattern"),
      BadTour(lines: ["pose open", "", "Hello there"], bad: 3, names: "type"),
    ]

    @Test("a tour with a bad line: file:line: what is wrong, exit 2", arguments: badTours)
    func badLine(tour: BadTour) throws {
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("duoterm-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tour")
      try tour.lines.joined(separator: "\n").appending("\n").write(
        to: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: file) }
      for arguments in [["demo", file.path, "--headless"], ["demo", file.path]] {
        let result = try DuotermBinary.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result)")
        #expect(result.stdout.isEmpty, "\(arguments): \(result)")
        #expect(result.stderrLines.count == 1, "\(arguments): \(result)")
        let line = result.stderrLines.first ?? ""
        #expect(line.contains("\(file.path):\(tour.bad): "), "names file and line: \(line)")
        #expect(line.contains(tour.names), "says what is wrong: \(line)")
      }
    }

    @Test("in tmux a tour plays, any key stops it, and the next keys act")
    func playAndStop() async throws {
      let session = try TmuxSession(["demo", "list-detail-fold"])
      let playing = try await session.waitUntil("the tour") {
        Screen.statusLine($0)?.contains("TOUR") == true
      }
      #expect(Screen.statusFields(playing).contains("list-detail"), "\(playing)")
      session.sendKeys("x")
      let stopped = await session.settledScreen("the tour stopped") {
        Screen.statusLine($0)?.contains("tour stopped") == true
      }
      let status = Screen.statusLine(stopped) ?? ""
      #expect(status.contains("tour stopped"), "\(stopped)")
      #expect(!status.contains("TOUR"), "\(status)")
      session.sendKeys("F2")
      let closed = await session.settledScreen("closed by F2") {
        Screen.statusLine($0)?.contains("466×678 pt") == true
      }
      #expect(
        Screen.pose(closed) == "closed", "F2 after the tour: \(Screen.statusLine(closed) ?? "")")
      #expect(session.alternateOn)
      #expect(session.pid != nil, "duoterm still runs after the tour stopped")
    }
  }
}
