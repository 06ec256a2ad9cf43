import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Faults: standard input reaches its end while duoterm runs. duoterm
  /// draws in one pane and reads from the terminal of another window; closing that
  /// window hangs up duoterm's input (and only its input: no SIGHUP, it is not
  /// duoterm's controlling terminal), which the running loop must notice: one clear
  /// line, exit status 1, the terminal given back, and no busy loop on the way.
  @Suite("Faults: standard input closes while running")
  struct FaultInputClosedTests {
    @Test("input hung up: a clear message, exit 1, the terminal back, no CPU burnt")
    func inputHangsUp() async throws {
      let folder = try StateFolder()
      let shell = try TmuxSession.shell(width: 120, height: 36, environment: folder.environment)
      defer { shell.close() }
      try await shell.waitForPrompt()
      shell.tmux(["new-window", "-d", "-t", "duo:", "-n", "feeder", "--", "sleep", "300"])
      let feeder = feederTTY(shell)
      #expect(feeder.hasPrefix("/dev/pts/"), "the feeder window's terminal: \(feeder)")

      shell.type(
        "clear; before=$(stty -g); TIMEFORMAT='CPU=%3U+%3S'; time \"$DUOTERM\" < \(feeder); "
          + "echo \"EXIT=$? TTY=$([ \"$(stty -g)\" = \"$before\" ] && echo same || echo changed)\"")
      try await shell.waitUntil("duoterm's first frame") { Screen.statusLine($0) != nil }
      let pid = try #require(shell.childPids().first, "no duoterm under the shell")
      // Idle, it blocks on that terminal: a second with no wake and no CPU tick.
      let quiet = await ProcStat.waitUntilQuiet(pid, for: 1, timeout: 10)
      #expect(quiet, "idle, duoterm kept waking for 10 s")
      // Input through that terminal works (it is line by line: no one made it raw):
      // `2` shows two-page, which is saved when input closes.
      shell.tmux(["send-keys", "-t", "duo:feeder", "-l", "2"])
      shell.tmux(["send-keys", "-t", "duo:feeder", "Enter"])
      try await shell.waitUntil("two-page from the other terminal") {
        Screen.statusFields($0).contains("two-page")
      }

      shell.tmux(["kill-window", "-t", "duo:feeder"])
      let deadline = monotonicNow() + 10
      while ProcStat.process(pid).map({ $0.state != "Z" }) == true, monotonicNow() < deadline {
        try await Task.sleep(nanoseconds: 50_000_000)
      }
      if let still = ProcStat.process(pid), still.state != "Z" {
        let before = still.ticks
        try await Task.sleep(nanoseconds: 1_000_000_000)
        let used = (ProcStat.process(pid)?.ticks ?? before) - before
        Issue.record("duoterm still runs 10 s after its input closed, using \(used) ticks a second")
        return
      }
      let screen = try await shell.waitUntil("the exit line") { $0.contains("EXIT=") }
      #expect(screen.contains("duoterm: input closed"), "a clear message:\n\(screen)")
      #expect(screen.contains("EXIT=1 TTY=same"), "\(screen)")
      #expect(folder.value("pattern") as? String == "two-page", "the session saved as input closed")
      #expect(shell.terminalProblems() == [], "\(screen)")
      // The whole run, start to end, used little CPU: no loop spun on the closed input.
      let cpu = screen.split(separator: "\n").first { $0.hasPrefix("CPU=") }
        .map { $0.dropFirst(4).split(separator: "+").compactMap { Double($0) }.reduce(0, +) }
      let seconds = try #require(cpu, "bash's time output:\n\(screen)")
      #expect(seconds < 2, "duoterm used \(seconds) s of CPU")
    }

    /// The terminal of the feeder window.
    private func feederTTY(_ shell: TmuxSession) -> String {
      shell.tmux(["display-message", "-p", "-t", "duo:feeder", "#{pane_tty}"]).stdout
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
}
