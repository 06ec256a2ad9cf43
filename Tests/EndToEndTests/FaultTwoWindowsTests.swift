import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Two duoterm windows on the same state folder (two terminal
  /// tabs). The first owns the session; the second says so and keeps a session of
  /// its own, so both drafts survive whichever quits first.
  @Suite("Faults: two windows, both drafts kept")
  struct FaultTwoWindowsTests {
    private func typeDraft(_ session: TmuxSession, down: Int, text: String) async throws {
      for _ in 0..<down { session.sendKeys("Down") }
      session.sendKeys("Enter", "Tab")
      try await session.waitUntil("the reply field", timeout: 30) { $0.contains("Reply to") }
      session.tmux(["send-keys", "-t", "duo", "-l", text])
      try await session.waitUntil("the draft typed", timeout: 30) { $0.contains(text) }
    }

    @Test("A and B type drafts, A quits, then B: session.json has A's, session-2.json B's")
    func bothDraftsSurvive() async throws {
      let folder = try StateFolder()
      let first = try TmuxSession(
        ["--pattern", "list-detail"], width: 120, height: 36, environment: folder.environment)
      defer { first.close() }
      try await first.waitForStart("A's status line")
      let second = try TmuxSession(
        ["--pattern", "list-detail"], width: 120, height: 36, environment: folder.environment)
      defer { second.close() }
      let told = try await second.waitUntil("B says the session is taken", timeout: 30) {
        Screen.words($0).contains("session.json is open in another duoterm")
      }
      #expect(Screen.words(told).contains("session-2.json"), "\(told)")

      try await typeDraft(first, down: 0, text: "ALPHA draft from A")
      try await typeDraft(second, down: 2, text: "BRAVO draft from B")
      first.sendKeys("F10")
      #expect(try await first.waitForExit(timeout: 30) == 0)
      second.sendKeys("F10")
      #expect(try await second.waitForExit(timeout: 30) == 0)
      #expect(
        Screen.words(second.capture()).contains("this window's session is in"),
        "B says where its session went:\n\(second.capture())")

      let main = folder.value("models.list-detail.drafts.1.text") as? String
      #expect(main == "ALPHA draft from A", "\(String(describing: folder.session()))")
      let own = try #require(folder.session(named: "2"), "no session-2.json")
      let models = own["models"] as? [String: Any]
      let drafts = (models?["list-detail"] as? [String: Any])?["drafts"] as? [String: Any]
      #expect((drafts?["3"] as? [String: Any])?["text"] as? String == "BRAVO draft from B")

      // The next start of the one session has A's draft; `--session 2` has B's.
      let again = try TmuxSession(
        ["--session", "2"], width: 120, height: 36, environment: folder.environment)
      defer { again.close() }
      let screen = try await again.waitForStart("B's session back")
      #expect(!Screen.words(screen).contains("open in another duoterm"), "\(screen)")
      again.sendKeys("F10")
      #expect(try await again.waitForExit(timeout: 30) == 0)
    }

    @Test("a duoterm killed with SIGKILL leaves no lock behind: the next window takes the session")
    func aKilledWindowFreesTheSession() async throws {
      let folder = try StateFolder()
      let first = try TmuxSession(
        ["--pattern", "feed"], width: 120, height: 36, environment: folder.environment)
      defer { first.close() }
      try await first.waitForStart()
      let pid = try #require(first.pid)
      #expect(kill(pid, SIGKILL) == 0)
      _ = try await first.waitForExit(timeout: 30)
      let next = try TmuxSession([], width: 120, height: 36, environment: folder.environment)
      defer { next.close() }
      let screen = try await next.waitForStart("the next window")
      #expect(!Screen.words(screen).contains("open in another duoterm"), "\(screen)")
    }
  }
}
