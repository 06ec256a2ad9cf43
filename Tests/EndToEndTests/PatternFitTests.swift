import TestSupport
import Testing

extension EndToEnd {
  /// Every pattern renders in every pose at 200×50 and 80×24 with no row
  /// wider than the terminal — headless for every combination, and in tmux for a
  /// few of them, where a row too wide would wrap and push the picture down.
  @Suite("Every pattern fits every pose at 200×50 and 80×24")
  struct PatternFitTests {
    static let patterns = ["list-detail", "two-page", "feed"]
    static let poses = ["closed", "closed-landscape", "open", "open-tall", "book", "tabletop"]
    static let sizes = [(200, 50), (80, 24)]

    @Test("duoterm render draws exactly H rows, none wider than W", arguments: patterns, poses)
    func renderFits(pattern: String, pose: String) throws {
      for (width, height) in Self.sizes {
        let result = try DuotermBinary.run([
          "render", "--pattern", pattern, "--pose", pose, "--size", "\(width)x\(height)",
        ])
        let label = "\(pattern) \(pose) \(width)×\(height)"
        #expect(result.status == 0, "\(label): \(result)")
        #expect(result.stderr.isEmpty, "\(label): \(result)")
        let lines = result.stdoutLines
        #expect(lines.count == height, "\(label): \(lines.count) rows")
        for (row, line) in lines.enumerated() {
          #expect(
            Screen.displayWidth(line) <= width,
            "\(label): row \(row) is \(Screen.displayWidth(line)) columns: \(line)")
        }
        #expect(
          Screen.pose(result.stdout) == pose, "\(label): \(Screen.statusLine(result.stdout) ?? "")")
        #expect(Screen.statusFields(result.stdout).contains(pattern), "\(label)")
        #expect(Screen.litDisplay(result.stdout)?.isEmpty == false, "\(label): no lit display")
      }
    }

    /// A key, and the pattern and pose the status line names after it.
    struct Step: Sendable {
      var key: String
      var pattern: String
      var pose: String
    }

    /// list-detail open and book, two-page book and tabletop, feed tabletop, tall
    /// and sideways: each pattern, and every shape of the lit display.
    static let spotChecks = [
      Step(key: "F2", pattern: "list-detail", pose: "open"),
      Step(key: "F3", pattern: "list-detail", pose: "book"),
      Step(key: "2", pattern: "two-page", pose: "book"),
      Step(key: "F4", pattern: "two-page", pose: "tabletop"),
      Step(key: "3", pattern: "feed", pose: "tabletop"),
      Step(key: "F4", pattern: "feed", pose: "open-tall"),
      Step(key: "F2", pattern: "feed", pose: "closed-landscape"),
    ]

    @Test("in tmux, no row of the pane is wider than the pane", arguments: sizes)
    func tmuxFits(width: Int, height: Int) async throws {
      let session = try TmuxSession(
        ["--pattern", "list-detail", "--pose", "closed"], width: width, height: height)
      var checks = [(Step(key: "", pattern: "list-detail", pose: "closed"))]
      checks += Self.spotChecks
      for step in checks {
        if !step.key.isEmpty { session.sendKeys(step.key) }
        let screen = await session.settledScreen("\(step.pattern) \(step.pose)") {
          Screen.pose($0) == step.pose && Screen.statusFields($0).contains(step.pattern)
            && Screen.statusRow($0) == height - 1
        }
        let label = "\(step.pattern) \(step.pose) in a \(width)×\(height) pane"
        #expect(Screen.pose(screen) == step.pose, "\(label):\n\(screen)")
        #expect(Screen.statusFields(screen).contains(step.pattern), "\(label)")
        // A row wider than the pane would wrap and push the status line off the last row.
        #expect(Screen.statusRow(screen) == height - 1, "\(label): status line row:\n\(screen)")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count <= height + 1, "\(label): \(rows.count) rows")
        for (row, line) in rows.enumerated() {
          let columns = Screen.displayWidth(String(line))
          #expect(columns <= width, "\(label): row \(row) is \(columns) columns: \(line)")
        }
      }
    }
  }
}
