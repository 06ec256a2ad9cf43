import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Faults: Ctrl-Z and SIGTSTP. While duoterm is stopped the shell is
  /// usable (a command runs and its output shows on the normal screen); `fg` brings
  /// back raw mode and a full repaint, and keys work again. Played in an interactive
  /// bash with job control, as a person would.
  @Suite("Faults: suspend and resume in an interactive shell")
  struct FaultSuspendTests {
    /// How duoterm is stopped.
    enum Stop: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case controlZ = "Ctrl-Z"
      case killTSTP = "kill -TSTP"
      var testDescription: String { rawValue }
    }

    /// A shell running duoterm, the frame it shows, and its process id.
    private func started(_ folder: StateFolder) async throws -> (TmuxSession, String, pid_t) {
      let shell = try TmuxSession.shell(width: 120, height: 36, environment: folder.environment)
      try await shell.waitForPrompt()
      shell.type("clear; \"$DUOTERM\" --pattern list-detail")
      let frame = try await settled(shell, "duoterm's first frame") {
        Screen.statusLine($0) != nil
      }
      let pid = try #require(shell.childPids().first, "no duoterm under the shell")
      return (shell, frame, pid)
    }

    /// The pane once `condition` holds on two captures in a row.
    private func settled(_ shell: TmuxSession, _ what: String, _ condition: (String) -> Bool)
      async throws -> String
    {
      var previous: String? = nil
      return try await shell.waitUntil(what) { screen in
        defer { previous = screen }
        return condition(screen) && screen == previous
      }
    }

    /// Stops duoterm the way `stop` says and checks the shell has the terminal.
    private func stop(_ stop: Stop, _ shell: TmuxSession, _ pid: pid_t, round: Int) async throws {
      switch stop {
      case .controlZ: shell.sendKeys("C-z")
      case .killTSTP: #expect(kill(pid, SIGTSTP) == 0)
      }
      // Each stop adds one report to the normal screen.
      try await shell.waitUntil("the shell to report duoterm stopped (\(stop), round \(round))") {
        $0.components(separatedBy: "Stopped").count - 1 >= round
      }
      try await shell.waitForPrompt()
      #expect(ProcStat.process(pid)?.state == "T", "duoterm is stopped")
      #expect(shell.display("#{alternate_on}") == "0", "the normal screen while stopped")
      #expect(shell.display("#{cursor_flag}") == "1", "a visible cursor while stopped")
      #expect(shell.display("#{keypad_flag}") == "0", "keypad mode off while stopped")
      // The shell runs a command: its output, computed by the shell, shows.
      shell.type("echo usable-$((6 * 7 + \(round)))")
      try await shell.waitUntil("the shell's answer while duoterm is stopped") {
        $0.contains("usable-\(42 + round)")
      }
      try await shell.waitForPrompt()
    }

    /// `fg`: the same frame again, whole, raw mode back, and keys work.
    private func resume(_ shell: TmuxSession, frame: String, round: Int) async throws {
      shell.type("fg")
      let repainted = try await settled(shell, "the frame repainted (round \(round))") {
        Screen.statusLine($0) != nil
      }
      #expect(repainted == frame, "the whole frame is back after fg")
      #expect(shell.display("#{alternate_on}") == "1")
      let modes = Subprocess.run("stty", ["-F", shell.tty, "-a"]).stdout
        .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
      #expect(modes.contains("-icanon") && modes.contains("-echo"), "raw mode after fg: \(modes)")
    }

    @Test(
      "stopped, the shell is usable; fg repaints the whole frame and keys work",
      arguments: Stop.allCases)
    func suspendAndResume(stop how: Stop) async throws {
      let folder = try StateFolder()
      let (shell, frame, pid) = try await started(folder)
      defer { shell.close() }
      try await stop(how, shell, pid, round: 1)
      try await resume(shell, frame: frame, round: 1)

      shell.sendKeys("F2")
      let opened = try await settled(shell, "F2 after fg") { Screen.pose($0) == "open" }
      #expect(Screen.pose(opened) == "open")
      shell.sendKeys("F10")
      try await shell.waitForPrompt()
      shell.type("echo EXIT=$?")
      try await shell.waitUntil("the exit status") { $0.contains("EXIT=0") }
      #expect(shell.terminalProblems() == [], "\(shell.capture())")
    }

    /// Ctrl-Z stops by SIGTSTP's default action; the handler that restores the
    /// terminal must be back afterwards, or the next `kill -TSTP` stops duoterm with
    /// the alternate screen still up and the shell unusable.
    @Test("Ctrl-Z, fg, then kill -TSTP, fg, then Ctrl-Z again: each stop gives the terminal back")
    func stopsInTurn() async throws {
      let folder = try StateFolder()
      let (shell, frame, pid) = try await started(folder)
      defer { shell.close() }
      for (round, how) in [Stop.controlZ, .killTSTP, .controlZ].enumerated() {
        try await stop(how, shell, pid, round: round + 1)
        try await resume(shell, frame: frame, round: round + 1)
      }
      shell.sendKeys("F10")
      try await shell.waitForPrompt()
    }
  }
}
