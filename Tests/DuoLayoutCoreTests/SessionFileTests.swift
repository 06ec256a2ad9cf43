import Foundation
import TestSupport
import Testing

@testable import DuoLayoutCore

/// The session file: written and read back whole; a file from an older version
/// (or one missing fields) keeps what it has; problems name their line and column.
@Suite struct SessionFileTests {
  static func fixture(_ name: String) throws -> [UInt8] {
    let path = Repository.path("Tests/DuoLayoutCoreTests/Fixtures/" + name)
    return Array(try #require(FileManager.default.contents(atPath: path), "no fixture \(name)"))
  }

  @Test func aSnapshotRoundTrips() throws {
    var state = EmulatorState(pose: .tabletop, pattern: .feed)
    state.models.feed.anchor = 150
    state.models.listDetail.selection = 12
    state.models.listDetail.currentDraft = Draft(text: "draft ✎ 東京", cursor: 3)
    state.models.twoPage.bookmark = 1234
    state.motion.reduceMotion = true
    let snapshot = SessionSnapshot(state)
    #expect(try SessionFile.decode(SessionFile.encode(snapshot)) == snapshot)
  }

  /// Written by duoterm before the pattern registry (commit 00e33ea): list-detail
  /// in book, message 7 open with a half-typed reply, the feed scrolled to card 9.
  @Test func aVersion1FileRestoresWithEverythingInIt() throws {
    let snapshot = try SessionFile.decode(try Self.fixture("session-version-1.json"))
    let state = snapshot.restore(into: EmulatorState())
    #expect(state.pattern == .listDetail)
    #expect(state.pose == .book)
    #expect(state.models.listDetail.selection == 7)
    #expect(state.models.listDetail.isDetailPushed)
    #expect(
      state.models.listDetail.currentDraft == Draft(text: "Hello from version one", cursor: 19))
    #expect(state.models.feed.anchor == 9)
    #expect(state.models.feed.selection == 9)
  }

  @Test func aFileWithFieldsMissingKeepsWhatItHas() throws {
    let text = #"{"version": 2, "pattern": "feed", "models": {"feed": {"anchor": 42}}}"#
    let snapshot = try SessionFile.decode(Array(text.utf8))
    #expect(snapshot.pattern == .feed)
    #expect(snapshot.models.feed.anchor == 42)
    #expect(snapshot.models.feed.selection == FeedModel().selection)
    #expect(snapshot.models.listDetail == ListDetailModel())
    #expect(snapshot.device == Pose.closed.deviceState(.iPhoneDuo))
  }

  @Test func aPatternThisBuildDoesNotKnowIsPassedOver() throws {
    let text = #"{"version": 2, "pattern": "tomorrow", "models": {"tomorrow": {"x": 1}}}"#
    let snapshot = try SessionFile.decode(Array(text.utf8))
    #expect(snapshot.restore(into: EmulatorState()).pattern == PatternRegistry.standard.first)
  }

  /// A session saved on a person's own profile restores on it while the profile is
  /// there; once its file is gone, on the default, said in one line.
  @Test func aProfileThatIsGoneFallsBackWithOneLine() throws {
    let fold = try DeviceProfileFileTests.testFold()
    var state = EmulatorState(pose: .book, pattern: .feed)
    state.setProfile(fold)
    let snapshot = try SessionFile.decode(SessionFile.encode(SessionSnapshot(state)))
    let withFold = DeviceRegistry.standard.adding([fold])
    #expect(snapshot.restore(into: EmulatorState(), devices: withFold).profile == fold)
    #expect(snapshot.missingProfile(devices: withFold, using: .iPhoneDuo) == nil)

    let restored = snapshot.restore(into: EmulatorState(), devices: .standard)
    #expect(restored.profile == .iPhoneDuo)
    #expect(restored.pattern == .feed)
    let line = try #require(snapshot.missingProfile(devices: .standard, using: .iPhoneDuo))
    #expect(line.contains("'\(fold.id)'") && line.contains("iPhone Duo is used instead"))
    #expect(!line.contains("\n"))
  }

  @Test(
    arguments: [
      (#"{"version": 2,"#, "1:15: "),
      (#"{"version": 2, "device": {"hingeAngle": 1e400}}"#, "number out of range"),
      (#"{"version": 2, "device": {"hingeAngle": "wide"}}"#, "1:41: device.hingeAngle: "),
      (#"{"pattern": "feed"}"#, "no format version"),
      (#"{"version": 9}"#, "format version 9; this duoterm reads 1 to 2"),
    ])
  func problemsAreNamedWhereTheyAre(text: String, expected: String) {
    #expect(throws: SessionFile.Problem.self) { try SessionFile.decode(Array(text.utf8)) }
    do {
      _ = try SessionFile.decode(Array(text.utf8))
    } catch {
      #expect(error.description.contains(expected), "\(error)")
    }
  }
}
