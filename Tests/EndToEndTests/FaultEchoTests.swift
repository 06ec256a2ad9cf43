import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// Messages quote what people hand duoterm (a config line, a
  /// tour line, an argument), and those were written to the terminal raw: a config
  /// line `ESC ] 2 ; PWNED BEL ESC [ 2 J` retitled the terminal and cleared it. Every
  /// message now shows control characters (`\e`, `\x07`). And a tour is read up to
  /// a size limit: a 15 MB one took 65 s and 300 MB before a word.
  @Suite("Faults: messages never echo escape sequences")
  struct FaultEchoTests {
    static let evil = "\u{1B}]2;PWNED\u{7}\u{1B}[2J"
    static let shown = "\\e]2;PWNED\\x07\\e[2J"

    /// A folder of tours holding `tours` (name: text).
    static func tours(_ tours: [String: String]) throws -> StateFolder {
      let folder = try StateFolder()
      for (name, text) in tours {
        try text.write(toFile: folder.path + "/\(name).tour", atomically: false, encoding: .utf8)
      }
      return folder
    }

    /// Checks `output` holds no control character but newlines.
    static func expectNoControls(_ output: String, _ what: String) {
      let controls = output.unicodeScalars.filter {
        $0 != "\n" && $0.properties.generalCategory == .control
      }
      #expect(
        controls.isEmpty, "\(what) holds \(controls.map(\.value)): \(output.debugDescription)")
    }

    @Test("render --pattern with escapes: the error shows them")
    func renderPattern() throws {
      let result = try DuotermBinary.run(["render", "--pattern", Self.evil])
      #expect(result.status == 2, "\(result)")
      #expect(result.stderrLines.count == 1, "\(result)")
      #expect(result.stderr.contains("unknown pattern '\(Self.shown)'"), "\(result)")
      Self.expectNoControls(result.stderr, "standard error")
    }

    @Test("a tour's bad first line with escapes: the error shows them, with FILE:LINE")
    func tourLine() throws {
      let folder = try Self.tours(["evil": Self.evil + "\npose open\n"])
      let path = folder.path + "/evil.tour"
      let result = try DuotermBinary.run(["demo", path, "--headless"])
      #expect(result.status == 2, "\(result)")
      #expect(result.stderrLines.count == 1, "\(result)")
      #expect(result.stderr.contains("\(path):1: "), "\(result)")
      #expect(result.stderr.contains(Self.shown), "\(result)")
      Self.expectNoControls(result.stderr, "standard error")
    }

    @Test("demo --list shows a tour's description with its escapes written out")
    func tourList() throws {
      let folder = try Self.tours(["evil": "# " + Self.evil + "\npose open\n"])
      let result = try DuotermBinary.run(
        ["demo", "--list"], environment: ["DUOTERM_DEMOS": folder.path])
      #expect(result.status == 0, "\(result)")
      #expect(result.stdout.contains(Self.shown), "\(result)")
      Self.expectNoControls(result.stdout, "standard output")
    }

    @Test("a tour over the size limit is refused at once, with one line naming the limit")
    func tourTooLarge() throws {
      let line = "wait 1\n"
      let big = String(repeating: line, count: 100_000 / line.count)
      let folder = try Self.tours(["big": "# big\npose open\n" + big])
      let start = monotonicNow()
      let result = try DuotermBinary.run(["demo", folder.path + "/big.tour", "--headless"])
      #expect(monotonicNow() - start < 5)
      #expect(result.status == 2, "\(result)")
      #expect(result.stderrLines.count == 1, "\(result)")
      #expect(result.stderr.contains("over 64 KB"), "\(result)")
      #expect(result.stdout.isEmpty)
    }

    @Test("a config line with escapes: the terminal keeps its title; the warning shows them")
    func configLine() async throws {
      let folder = try StateFolder()
      try FileManager.default.createDirectory(
        atPath: folder.path + "/duoterm", withIntermediateDirectories: true)
      try (Self.evil + "\n").write(
        toFile: folder.path + "/duoterm/config", atomically: false, encoding: .utf8)
      let session = try TmuxSession(
        ["--pattern", "shared-split"], width: 200, height: 50, environment: folder.environment)
      defer { session.close() }
      let screen = try await session.waitUntil("the warning", timeout: 30, settled: true) {
        $0.contains("Two players") && $0.contains("config.corrupt-1")
      }
      #expect(screen.contains(Self.shown), "the warning shows the line's escapes:\n\(screen)")
      #expect(session.display("#{pane_title}") != "PWNED", "the terminal was retitled")
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 20) == 0)
      // What was written to standard error before the screen started is on the
      // normal screen now: shown, not run.
      let after = session.capture()
      #expect(after.contains("duoterm: " + folder.path), "\(after)")
      #expect(after.contains(Self.shown), "\(after)")
      #expect(session.display("#{pane_title}") != "PWNED", "the terminal was retitled")
    }
  }
}
