import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Issue 6, faults: a crash. A Swift runtime trap is SIGILL; SIGABRT, SIGSEGV and
  /// SIGBUS are the other ways a process dies of a bug. The async-signal-safe
  /// handler writes the restore sequence and puts the tty modes back, then lets the
  /// signal happen again, so the process still dies by it (the shell reports
  /// 128 + n) and a crash report would still be made.
  @Suite("Faults: a crash signal restores the terminal and still kills")
  struct FaultCrashTests {
    struct Crash: Sendable, CustomTestStringConvertible {
      var name: String
      var number: Int32
      var testDescription: String { "SIG\(name)" }
    }

    static let crashes = [
      Crash(name: "ILL", number: SIGILL), Crash(name: "ABRT", number: SIGABRT),
      Crash(name: "SEGV", number: SIGSEGV), Crash(name: "BUS", number: SIGBUS),
      // Not crashes, but they end the process by default too and the loop does not
      // take them: the same handler gives the terminal back.
      Crash(name: "QUIT", number: SIGQUIT), Crash(name: "USR1", number: SIGUSR1),
    ]

    @Test(
      "kill -SIG… : the terminal is back and the process died by the signal", arguments: crashes)
    func crash(crash: Crash) async throws {
      let folder = try StateFolder()
      // In the middle of things: the reply field has focus, the phone is opening.
      let session = try await TmuxSession.replying(in: folder)
      defer { session.close() }
      session.tmux(["send-keys", "-t", "duo", "-l", "half a reply"])
      _ = try await session.waitUntil("the reply typed", timeout: 30) {
        $0.contains("half a reply")
      }
      let pid = try #require(session.pid)
      session.sendKeys("F2")
      #expect(kill(pid, crash.number) == 0, "kill -\(crash.name) \(pid)")

      #expect(try await session.waitForExit(timeout: 30) == 128 + Int(crash.number))
      #expect(session.terminalProblems() == [], "\(session.capture())")
      #expect(session.ttyAfterExit == "same", "tty modes not restored:\n\(session.capture())")
    }
  }
}
