import TestSupport
import Testing

extension EndToEnd {
  /// Several phones at once: `duoterm --compare A,B` draws them side by side, one
  /// status line naming the device it speaks for; a key acts on every phone (F2 opens
  /// both, ↓ selects the next message in both); too small a terminal says what
  /// size fits; `render --compare` draws the same frame headless.
  @Suite("Phones side by side")
  struct CompareTests {
    static let pair = "iphone-duo,pixel-9-pro-fold"

    /// The status line of each phone: the last row, split where the second starts.
    static func statuses(_ screen: String) -> [String] {
      let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let last = rows.last(where: { $0.contains("F1 help") }) else { return [] }
      return last.components(separatedBy: "F1 help").dropLast().map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }

    static func count(_ text: String, in screen: String) -> Int {
      screen.components(separatedBy: text).count - 1
    }

    @Test func aKeyActsOnEveryPhone() async throws {
      let session = try TmuxSession(
        ["--compare", Self.pair, "--fresh", "--pattern", "list-detail"], width: 200, height: 45)
      defer { session.close() }
      // One status line, for the first phone until a click picks another.
      let first = try await session.waitUntil("both phones") { Self.statuses($0).count == 1 }
      let status = Self.statuses(first)[0]
      #expect(status.hasPrefix("iPhone Duo (phone 1 of 2") && status.contains("│ closed │"))
      #expect(Self.count("· lit", in: first) == 2, "\(first)")
      session.sendKeys("F2")
      try await session.waitUntil("F2 opens both", settled: true) { screen in
        Self.count("From Maya Lindqvist", in: screen) == 2
      }
      #expect(Self.statuses(session.capture()).first?.contains("│ open │") == true)
      // The pointer's moves are reported: over the second phone, the line is its.
      #expect(session.display("#{mouse_any_flag}") == "1", "any-motion reports on")
      _ = session.tmux(["send-keys", "-t", "duo", "-l", "\u{1B}[<35;150;10M"])
      try await session.waitUntil("the line for the phone under the pointer") {
        Self.statuses($0).first?.hasPrefix("Pixel 9 Pro Fold (phone 2 of 2") == true
      }
      session.sendKeys("Down")
      try await session.waitUntil("↓ selects the next message in both") {
        Self.count("From Sam Okafor", in: $0) == 2
      }
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
      #expect(session.display("#{mouse_any_flag}") == "0", "any-motion reports off after quitting")
      #expect(session.display("#{mouse_sgr_flag}") == "0", "SGR reports off after quitting")
    }

    /// Each phone keeps a session of its own: the first phone's is the one session
    /// (`duoterm` alone continues it), the second's is for its device, and each
    /// comes back at the next comparison as it was left.
    @Test func eachPhoneComesBackAsItWasLeft() async throws {
      let state = try StateFolder()
      defer { withExtendedLifetime(state) {} }
      let home = ["XDG_CONFIG_HOME": state.path, "XDG_STATE_HOME": state.path]
      let compare = ["--compare", Self.pair, "--pattern", "list-detail"]
      var session = try TmuxSession(compare, width: 200, height: 45, environment: home)
      session.sendKeys("F2", "Down")
      try await session.waitUntil("both open on the second message", settled: true) {
        Self.count("From Sam Okafor", in: $0) == 2
      }
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
      session.close()
      let own = state.path + "/duoterm/session-compare-pixel-9-pro-fold.json"
      let saved = try String(contentsOfFile: own, encoding: .utf8)
      #expect(saved.contains("pixel-9-pro-fold"), "\(saved.prefix(300))")

      // The first phone alone, closed again: its session changes, not the other's.
      session = try TmuxSession(["--pattern", "list-detail"], environment: home)
      try await session.waitUntil("open", settled: true) {
        Screen.statusLine($0)?.contains("open") == true
      }
      session.sendKeys("F2")
      try await session.waitUntil("closed", settled: true) {
        Screen.statusLine($0)?.contains("closed") == true
      }
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
      session.close()

      session = try TmuxSession(compare, width: 200, height: 45, environment: home)
      defer { session.close() }
      let both = try await session.waitUntil("the first closed, the second open", settled: true) {
        Self.count("· lit", in: $0) == 2 && Self.count("From Sam Okafor", in: $0) == 1
      }
      #expect(Self.statuses(both).first?.contains("│ closed │") == true, "\(both)")
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
    }

    @Test func tooSmallSaysWhatFits() async throws {
      let session = try TmuxSession(["--compare", Self.pair, "--fresh"], width: 80, height: 24)
      defer { session.close() }
      try await session.waitUntil("the size that fits") {
        $0.contains("terminal too small: need") && $0.contains("side by side")
      }
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
    }

    @Test func aTourRecordsAndAnimatesSideBySide() throws {
      let folder = try StateFolder()
      let cast = folder.path + "/both.cast"
      let svg = folder.path + "/both.svg"
      let result = try DuotermBinary.run([
        "demo", "feed-fold", "--headless", "--compare", Self.pair, "--size", "200x45",
        "--record", cast, "--svg-animation", svg,
      ])
      #expect(result.status == 0, "\(result)")
      #expect(Self.statuses(result.stdout).count == 2, "\(result.stdout)")
      let recorded = try String(contentsOfFile: cast, encoding: .utf8)
      #expect(
        recorded.hasPrefix(#"{"version":2,"width":200,"height":45"#), "\(recorded.prefix(200))")
      #expect(recorded.contains("Pixel 9 Pro Fold") && recorded.contains("iPhone Duo"))
      let animation = try String(contentsOfFile: svg, encoding: .utf8)
      #expect(animation.contains("@keyframes") && animation.contains(">Pixel"))
      let checked = try DuotermBinary.run(["demo", "feed-fold", "--check", "--compare", Self.pair])
      // Checked on each phone, each named.
      #expect(checked.status == 0, "\(checked)")
      #expect(
        checked.stderr.contains("hold on iPhone Duo")
          && checked.stderr.contains("hold on Pixel 9 Pro Fold"), "\(checked.stderr)")
    }

    @Test func renderCompareDrawsBothAtOneScale() throws {
      let result = try DuotermBinary.run(
        ["render", "--compare", Self.pair, "--pose", "book", "--size", "200x45"])
      #expect(result.status == 0, "\(result)")
      let statuses = Self.statuses(result.stdout)
      #expect(statuses.count == 2 && statuses.allSatisfy { $0.hasPrefix("book") }, "\(statuses)")
      #expect(Self.count("░", in: result.stdout) > 0, "both folds active")
      let small = try DuotermBinary.run(
        ["render", "--compare", Self.pair, "--size", "80x24"])
      #expect(small.status == 2 && small.stderr.contains("need"), "\(small)")
      let one = try DuotermBinary.run(["render", "--compare", "iphone-duo"])
      #expect(one.status == 2 && one.stderr.contains("two or three"), "\(one)")
    }
  }
}
