import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// `duoterm audit` checks every pattern in every pose; `duoterm matrix`
  /// prints a contact sheet of one pattern in every pose, as text or SVG.
  @Suite("Designer commands: audit and matrix")
  struct DesignerCommandTests {
    static let poses = ["closed", "closed-landscape", "open", "open-tall", "book", "tabletop"]

    @Test("audit --pattern all --pose all finds nothing and exits 0")
    func auditShippedPatterns() throws {
      let result = try DuotermBinary.run(["audit", "--pattern", "all", "--pose", "all"])
      #expect(result.stderr.isEmpty, "\(result)")
      let last = try #require(result.stdoutLines.last, "no output")
      #expect(result.status == 0, "\(result)")
      #expect(last.hasPrefix("0 findings"), "\(result.stdout)")
    }

    @Test(
      "bad audit and matrix input exits 2 with one line on standard error",
      arguments: [
        ["audit", "--pose", "nope"], ["audit", "--pattern", "nope"], ["audit", "--size", "0x0"],
        ["matrix", "--pattern", "feed", "--format", "nope"], ["matrix", "--width", "wide"],
        ["matrix", "--size", "10x5"], ["render", "--size", "1001x50"],
      ])
    func badInput(arguments: [String]) throws {
      let result = try DuotermBinary.run(arguments)
      #expect(result.status == 2, "\(result)")
      #expect(result.stdout.isEmpty, "\(result)")
      #expect(result.stderrLines.count == 1, "\(result)")
      #expect(result.stderr.hasPrefix("duoterm: "), "\(result)")
    }

    @Test("matrix --pattern feed --width 160 labels every pose and stays 160 columns wide")
    func matrixLabelsEveryPose() throws {
      let result = try DuotermBinary.run(["matrix", "--pattern", "feed", "--width", "160"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stderr.isEmpty, "\(result)")
      let words = " " + Screen.words(result.stdout)
      for pose in Self.poses {
        // Each tile's label: pose · window size · size classes.
        let label = try Regex(" \(pose) · \\d+×\\d+ pt")
        #expect(words.firstMatch(of: label) != nil, "no label for \(pose):\n\(result.stdout)")
      }
      for line in result.stdoutLines {
        #expect(Screen.displayWidth(line) <= 160, "wider than 160: \(line)")
      }
    }

    @Test("matrix --format svg prints an SVG document")
    func matrixSVG() throws {
      let result = try DuotermBinary.run([
        "matrix", "--pattern", "feed", "--width", "160", "--format", "svg",
      ])
      #expect(result.status == 0, "\(result)")
      #expect(result.stdout.hasPrefix("<?xml"), "\(result.stdout.prefix(200))")
      #expect(result.stdout.contains("<svg"))
      #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>"))
    }
  }
}
