import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// In a real terminal: two people at one keyboard sit face to face, a
  /// corrupt config, and pong in real time (four in a row to a win and folding
  /// mid-game: SharedScreenSessionTests). Each test has its own config and state
  /// folders, so nothing is read from or written to the person's own.
  @Suite("Shared screen in tmux")
  struct SharedScreenTests {
    /// duoterm on the shared screen, the phone closed, at 200 × 50.
    static func start(home: String) async throws -> TmuxSession {
      let session = try TmuxSession(
        ["--pattern", "shared-split", "--pose", "closed"],
        environment: ["XDG_CONFIG_HOME": home, "XDG_STATE_HOME": home])
      try await session.waitUntil("the game menu", settled: true) {
        $0.contains("Two players") && Screen.statusLine($0) != nil
      }
      return session
    }

    @Test("face to face: the first half turns upside down, and the choice is remembered")
    func faceToFace() async throws {
      let state = try StateFolder()
      defer { withExtendedLifetime(state) {} }
      let home = state.path
      let session = try await Self.start(home: home)
      session.sendKeys("f")
      let turned = try await session.waitUntil("the first half upside down", settled: true) {
        $0.contains("ecapS · D S A W · 1 reyalP")
      }
      let lines = turned.split(separator: "\n", omittingEmptySubsequences: false)
      let title = try #require(lines.firstIndex { $0.contains("1 reyalP") })
      let menu = try #require(lines.firstIndex { $0.contains("sreyalp owT") })
      let second = try #require(lines.firstIndex { $0.contains("Player 2 · arrows · Enter") })
      #expect(
        menu < title && title < second, "upside down: its title is at its bottom, on the seam")
      #expect(turned.contains("seating: face to face"), "the second half, upright, says so")
      let config = try String(contentsOfFile: home + "/duoterm/config", encoding: .utf8)
      #expect(config.contains("seating = face-to-face"))
      session.sendKeys("F10")
      _ = try await session.waitForExit()

      let again = try await Self.start(home: home)
      let screen = again.capture()
      #expect(screen.contains("1 reyalP"), "remembered:\n\(screen)")
    }

    @Test("a corrupt config: one warning on the status line, the defaults, the file kept aside")
    func corruptConfig() async throws {
      let state = try StateFolder()
      defer { withExtendedLifetime(state) {} }
      let home = state.path
      try FileManager.default.createDirectory(
        atPath: home + "/duoterm", withIntermediateDirectories: true)
      try "seating = sideways\n".write(
        toFile: home + "/duoterm/config", atomically: false, encoding: .utf8)
      let session = try TmuxSession(
        ["--pattern", "shared-split"],
        environment: ["XDG_CONFIG_HOME": home, "XDG_STATE_HOME": home])
      let screen = try await session.waitUntil("the warning") {
        $0.contains("Two players") && $0.contains("config.corrupt-1")
      }
      #expect(screen.contains("Player 1 · W A S D · Space"), "the defaults: same way")
      #expect(FileManager.default.fileExists(atPath: home + "/duoterm/config.corrupt-1"))
      session.sendKeys("s")
      try await session.waitUntil("the warning gone after a key") {
        !$0.contains("config.corrupt-1") && Screen.statusLine($0) != nil
      }
    }

    @Test("pong runs across the seam; paused it stands still; Leave twice goes to the menu")
    func pong() async throws {
      let state = try StateFolder()
      defer { withExtendedLifetime(state) {} }
      let home = state.path
      let session = try await Self.start(home: home)
      session.sendKeys("s", "Enter")
      try await session.waitUntil("pong") { $0.contains("first to 5") }
      try await session.waitFor("the ball to move", timeout: 10) {
        let one = session.capture()
        Thread.sleep(forTimeInterval: 0.2)
        return one.contains("●") && session.capture() != one
      }
      session.sendKeys("q")
      let paused = try await session.waitUntil("paused", settled: true) { $0.contains("paused") }
      try await Task.sleep(nanoseconds: 500_000_000)
      #expect(session.capture() == paused, "paused, nothing moves")
      session.sendKeys("BSpace")
      try await session.waitUntil("Leave armed") { $0.contains("Leave? ⌫ again") }
      session.sendKeys("BSpace")
      try await session.waitUntil("the menu") { $0.contains("Two players") }
    }

    @Test("tree --json shows the two halves' frames in window points")
    func treeJSON() throws {
      let result = try DuotermBinary.run([
        "tree", "--pattern", "shared-split", "--pose", "closed", "--json",
      ])
      #expect(result.status == 0, "\(result)")
      let root = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let children = try #require(root["children"] as? [[String: Any]])
      func frame(_ id: String) throws -> [Double] {
        let node = try #require(children.first { $0["id"] as? String == id })
        let frame = try #require(node["frame"] as? [String: Any])
        return ["x", "y", "width", "height"].map { (frame[$0] as? NSNumber)?.doubleValue ?? -1 }
      }
      #expect(try frame("first") == [0, 0, 382, 321])
      #expect(try frame("second") == [0, 323, 382, 321])
    }

    @Test("play replays a whole game of four in a row headless")
    func playHeadless() throws {
      let result = try DuotermBinary.run([
        "play", "--pattern", "shared-split", "--keys",
        "Space Space Left Left Left Enter d Space Enter d Space Enter d Space",
      ])
      #expect(result.status == 0, "\(result)")
      #expect(result.stdoutLines.contains("winner: first"), "\(result.stdout)")
      #expect(result.stdoutLines.contains("row 6: 2..1111"))
    }
  }
}
