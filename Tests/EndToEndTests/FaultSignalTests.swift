import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Faults: SIGINT, SIGTERM and SIGHUP, while idle, in the middle of a
  /// fold's animation and in the middle of a game, end duoterm by that signal with
  /// the terminal given back (normal screen, visible cursor, keypad off, no
  /// attributes left on, the tty modes as they were) and the session saved, so the
  /// next start shows the same pattern, pose and game.
  @Suite("Faults: a caught signal restores the terminal and saves the session")
  struct FaultSignalTests {
    /// A signal duoterm catches.
    struct Caught: Sendable, CustomTestStringConvertible {
      var name: String
      var number: Int32
      var testDescription: String { "SIG\(name)" }
    }

    /// When the signal comes.
    enum Moment: String, CaseIterable, Sendable, CustomTestStringConvertible {
      /// Two-page, opened, the screen still.
      case idle
      /// F2 has opened the phone; F3 and the signal follow within about 50 ms, while
      /// the fold glides.
      case midAnimation = "mid-animation"
      /// Pong running in the shared split, 30 ticks a second.
      case midGame = "mid-game"
      var testDescription: String { rawValue }
    }

    static let signals = [
      Caught(name: "INT", number: SIGINT), Caught(name: "TERM", number: SIGTERM),
      Caught(name: "HUP", number: SIGHUP),
    ]

    /// The pattern each moment plays in.
    private static func pattern(_ moment: Moment) -> String {
      moment == .midGame ? "shared-split" : "two-page"
    }

    @Test(
      "the signal ends duoterm by it; the terminal is back; the session restores next time",
      arguments: signals, Moment.allCases)
    func signal(caught: Caught, moment: Moment) async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(
        ["--pattern", Self.pattern(moment)], width: 120, height: 36,
        environment: folder.environment)
      defer { session.close() }
      try await session.waitForStart()
      let pid = try #require(session.pid)

      switch moment {
      case .idle:
        session.sendKeys("F2")
        _ = await session.settledScreen("the phone open", timeout: 20) { Screen.pose($0) == "open" }
      case .midAnimation:
        session.sendKeys("F2")
        _ = await session.settledScreen("the phone open", timeout: 20) { Screen.pose($0) == "open" }
        session.sendKeys("F3")
        usleep(30_000)
      case .midGame:
        // The menu's second game, pong, started by the first seat.
        session.sendKeys("s")
        session.sendKeys("Space")
        _ = try await session.waitUntil("pong under way", timeout: 30) { Self.showsPong($0) }
        session.sendKeys("d", "d")
      }
      #expect(kill(pid, caught.number) == 0, "kill -\(caught.name) \(pid)")

      #expect(try await session.waitForExit(timeout: 30) == 128 + Int(caught.number))
      #expect(session.terminalProblems() == [], "\(session.capture())")
      #expect(session.ttyAfterExit == "same", "tty modes not restored:\n\(session.capture())")

      // The session was saved as it ended.
      let saved = try #require(folder.session(), "no session saved in \(folder.sessionFile)")
      #expect(saved["pattern"] as? String == Self.pattern(moment))
      let hinge = folder.value("device.hingeAngle") as? Double
      switch moment {
      case .idle:
        #expect(hinge == 180, "open is 180°: \(String(describing: hinge))")
      case .midAnimation:
        // The signal may come before F3 is read: open or book, whichever it was.
        #expect(hinge != nil && hinge! > 90, "open or book: \(String(describing: hinge))")
      case .midGame:
        #expect(folder.value("models.shared-split.playing") as? String == "pong")
      }
      session.close()

      // The next start shows what was saved, with no warning.
      let again = try TmuxSession([], width: 120, height: 36, environment: folder.environment)
      defer { again.close() }
      let screen = try await again.waitForStart("the restored session")
      #expect(Screen.statusFields(screen).contains(Self.pattern(moment)), "\(screen)")
      switch moment {
      case .idle:
        #expect(Screen.pose(screen) == "open", "\(screen)")
      case .midAnimation:
        #expect(Screen.pose(screen) == (hinge == 180 ? "open" : "book"), "\(screen)")
      case .midGame:
        #expect(Self.showsPong(screen) && !screen.contains("Four in a row"), "\(screen)")
      }
      #expect(!screen.contains("starting fresh"), "\(screen)")
      #expect(folder.strayFiles() == [], "the saved session could not be read back")
      again.sendKeys("F10")
      #expect(try await again.waitForExit(timeout: 30) == 0)
    }

    /// True when the screen shows a pong match: its score line (`You 0 – 3`).
    static func showsPong(_ screen: String) -> Bool {
      screen.contains(/You \d+ – \d+/)
    }

    /// A real hangup: the pane duoterm runs in is closed, as when a terminal window
    /// or an SSH connection goes away. Nothing is left to restore; the session must
    /// still be saved.
    @Test("closing the pane (a real hangup) saves the session")
    func paneClosed() async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(
        ["--pattern", "feed"], width: 120, height: 36, environment: folder.environment)
      defer { session.close() }
      try await session.waitForStart()
      let pid = try #require(session.pid)
      session.sendKeys("F5")
      _ = await session.settledScreen("the phone turned", timeout: 20) {
        Screen.pose($0) == "closed-landscape"
      }
      session.tmux(["kill-pane", "-t", "duo"])
      let deadline = monotonicNow() + 10
      while let process = ProcStat.process(pid), process.state != "Z", monotonicNow() < deadline {
        try await Task.sleep(nanoseconds: 50_000_000)
      }
      let gone = ProcStat.process(pid).map { $0.state == "Z" } ?? true
      #expect(gone, "duoterm still runs after its pane closed")
      #expect(folder.value("pattern") as? String == "feed")
      #expect(folder.value("device.isRotated") as? Bool == true)
    }
  }
}
