import Foundation
import TestSupport
import Testing

@testable import DuoLayoutCore
@testable import DuoTerm

/// One window owns a session; a second keeps its own; a
/// session that could not be saved goes to a fallback that comes back.
@Suite struct SessionPlanTests {
  let temporary = TemporaryFolder("duoterm-plan")
  var folder: String { temporary.path }

  @Test func theFirstWindowOwnsTheSessionASecondGetsItsOwn() throws {
    let first = SessionPlan.choose(directory: folder, requested: nil)
    #expect(first.store.fileName == "session.json")
    #expect(first.notices.isEmpty)
    let second = SessionPlan.choose(directory: folder, requested: nil)
    #expect(second.store.fileName == "session-2.json")
    #expect(second.notices.first?.contains("session.json is open in another duoterm") == true)
    #expect(second.farewell?.contains("--session 2") == true)
    let third = SessionPlan.choose(directory: folder, requested: nil)
    #expect(third.store.fileName == "session-3.json")
    _ = (first, second, third)
  }

  @Test func aSecondWindowStartsFromTheFirstWindowsSession() throws {
    let first = SessionPlan.choose(directory: folder, requested: nil)
    var state = EmulatorState(pattern: .feed)
    state.models.feed.anchor = 77
    try first.save(SessionSnapshot(state))
    let second = SessionPlan.choose(directory: folder, requested: nil)
    #expect(second.load().session?.models.feed.anchor == 77)
    var mine = state
    mine.models.feed.anchor = 88
    try second.save(SessionSnapshot(mine))
    #expect(first.load().session?.models.feed.anchor == 77, "the first window's file is untouched")
    _ = (first, second)
  }

  @Test func aClosedWindowLetsTheSessionGo() {
    do {
      let first = SessionPlan.choose(directory: folder, requested: "work")
      #expect(first.store.fileName == "session-work.json")
    }
    let again = SessionPlan.choose(directory: folder, requested: "work")
    #expect(again.store.fileName == "session-work.json", "the lock went with the first plan")
    #expect(again.notices.isEmpty)
  }

  @Test func aFallbackIsPrivateAndTheNewestComesBack() throws {
    let temporary = folder + "/tmp"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    let environment = ["TMPDIR": temporary]
    var state = EmulatorState()
    state.models.listDetail.currentDraft = Draft(text: "not lost")
    let path = try FallbackSession.write(
      SessionSnapshot(state), session: nil, environment: environment)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(FallbackSession.newest(session: nil, environment: environment) == path)
    #expect(FallbackSession.newest(session: "work", environment: environment) == nil)
    #expect(throws: AtomicFile.Failure.self, "never written over") {
      try FallbackSession.write(SessionSnapshot(state), session: nil, environment: environment)
    }
  }

  @Test func aSessionNameIsAFileName() {
    #expect(SessionStore.isValidName("work"))
    #expect(SessionStore.isValidName("demo-2"))
    for bad in ["", "Work", "../x", "a b", String(repeating: "a", count: 41), "x/y"] {
      #expect(!SessionStore.isValidName(bad), "\(bad)")
    }
  }
}
