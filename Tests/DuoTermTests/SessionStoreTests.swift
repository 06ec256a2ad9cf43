import Foundation
import TestSupport
import Testing

@testable import DuoLayoutCore
@testable import DuoTerm

/// The session file: saved atomically, read back whole, a bad one kept aside.
@Suite struct SessionStoreTests {
  let temporary = TemporaryFolder("duoterm-store-test")
  var folder: URL { temporary.url }

  func loadSession() -> SessionSnapshot? {
    var loading = store
    return loading.load().session
  }

  var store: SessionStore {
    SessionStore(directory: folder.appendingPathComponent("nested/duoterm").path)
  }
  var storeFolder: URL { URL(fileURLWithPath: store.directory) }
  var storeFile: URL { URL(fileURLWithPath: store.path) }

  func files() -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: store.directory))?.sorted() ?? []
  }

  func busyState() -> EmulatorState {
    var state = EmulatorState(pose: .book, pattern: .twoPage)
    state = [Key.down, .down, .enter, .tab].reduce(
      {
        var s = state
        s.pattern = .listDetail
        return s
      }()
    ) { reduce($0, .key($1), at: 0) }
    state = "Hi there".reduce(state) { reduce($0, .key(.character($1)), at: 0) }
    state.models.twoPage.position = 1234
    state.models.feed.anchor = 150
    state.models.feed.selection = 151
    return state
  }

  @Test func aSessionRoundTripsThroughTheFile() throws {
    let state = busyState()
    try store.save(SessionSnapshot(state))
    #expect(files() == ["session.json"], "no temporary file left behind")
    var loading = store
    let loaded = loading.load()
    #expect(loaded.warning == nil)
    let session = try #require(loaded.session)
    let restored = session.restore(into: EmulatorState())
    #expect(restored.models == state.models)
    #expect(restored.pattern == .listDetail)
    #expect(restored.pose == .book)
    #expect(restored.models.listDetail.currentDraft.text == "Hi there")
  }

  @Test func noFileIsNoSessionAndNoWarning() {
    var loading = store
    let loaded = loading.load()
    #expect(loaded.session == nil && loaded.warning == nil)
  }

  @Test(arguments: [
    "{ not json", "{\"version\": 2, \"models\": []}", "[]", "",
    "{\"version\": 99, \"pattern\": \"feed\"}",
  ])
  func aCorruptFileIsKeptAsideWithOneWarning(content: String) throws {
    try FileManager.default.createDirectory(at: storeFolder, withIntermediateDirectories: true)
    try content.write(to: storeFile, atomically: false, encoding: .utf8)
    var loading = store
    let loaded = loading.load()
    #expect(loaded.session == nil)
    let warning = try #require(loaded.warning)
    #expect(!warning.contains("\n"))
    #expect(warning.contains("starting fresh") && warning.contains("session.json.corrupt-1"))
    #expect(files() == ["session.json.corrupt-1"])
    let kept = try String(
      contentsOf: storeFolder.appendingPathComponent("session.json.corrupt-1"), encoding: .utf8)
    #expect(kept == content, "the bad file is kept as it was")
    try store.save(SessionSnapshot(EmulatorState()))
    #expect(
      files() == ["session.json", "session.json.corrupt-1"],
      "saving again never overwrites what was kept")
  }

  /// A FIFO as `session.json` hung start-up in `open`, even with `--fresh`
  /// (the session is read then too, so a bad one is kept aside).
  @Test func aFIFOIsSetAsideAtOnceWithOneWarning() throws {
    var loading = store
    var loaded = SessionStore.Loaded()
    let took = try SpecialFile.withFIFO(at: store.path) {
      SpecialFile.seconds { loaded = loading.load() }
    }
    #expect(took < 1, "load took \(took) s")
    #expect(loaded.session == nil)
    let warning = try #require(loaded.warning)
    #expect(warning.contains("FIFO") && warning.contains("session.json.corrupt-1"), "\(warning)")
    #expect(SpecialFile.isFIFO(store.path + ".corrupt-1"))
    try loading.save(SessionSnapshot(EmulatorState()))
    #expect(files() == ["session.json", "session.json.corrupt-1"])
  }

  @Test func aSecondCorruptFileDoesNotReplaceTheFirst() throws {
    try FileManager.default.createDirectory(at: storeFolder, withIntermediateDirectories: true)
    for text in ["first", "second"] {
      try text.write(to: storeFile, atomically: false, encoding: .utf8)
      var loading = store
      _ = loading.load()
    }
    #expect(files() == ["session.json.corrupt-1", "session.json.corrupt-2"])
  }

  @Test func aSessionWithOnlyAVersionIsAFreshStartNotACorruptFile() throws {
    try FileManager.default.createDirectory(at: storeFolder, withIntermediateDirectories: true)
    try "{\"version\": 1}".write(to: storeFile, atomically: false, encoding: .utf8)
    var loading = store
    let loaded = loading.load()
    #expect(loaded.warning == nil)
    #expect(loaded.session == SessionSnapshot(EmulatorState()))
    #expect(files() == ["session.json"])
  }

  @Test func outOfRangeValuesAreRepairedNotTrusted() throws {
    var state = EmulatorState(pattern: .feed)
    state.models.feed.selection = 99_999
    state.models.feed.anchor = -4
    state.models.listDetail.selection = 1_000
    state.models.twoPage.position = Int.max
    state.device.hingeAngle = 720
    try store.save(SessionSnapshot(state))
    let restored = try #require(loadSession()).restore(into: EmulatorState())
    #expect(restored.models.feed.selection == CardFeed.standard.cards.count)
    #expect(restored.models.feed.anchor == 1)
    #expect(restored.models.listDetail.selection == Mailbox.standard.messages.count)
    #expect(restored.models.twoPage.position == Pagination.length(Book.standard.chapters))
    #expect(restored.device.hingeAngle == 180)
    _ = restored.tree  // lays out without trapping
  }

  /// Typing drops control characters, but a draft restored from a
  /// session file kept them, so a hand-edited file could put an escape sequence in
  /// a draft.
  @Test(arguments: [
    (#"{"text": "a\u001b]2;X\u0007b", "cursor": 6}"#, "a]2;Xb", 5),
    (#"{"text": "one\r\ntwo\rthree\u0000", "cursor": 99}"#, "one\ntwo\nthree", 13),
    (#"{"text": "\u001b[2Jtab\there\u007f", "cursor": 4}"#, "[2Jtabhere", 3),
    // C1 controls too: a terminal may take U+009B as CSI, U+0085 as a new line.
    (#"{"text": "a\u0085b\u009b2Jc\u0080\u009f", "cursor": 2}"#, "ab2Jc", 1),
    (#"{"text": "é\n東京 👩‍💻"}"#, "é\n東京 👩‍💻", 6),
  ])
  func aRestoredDraftDropsControlCharactersAsTypingDoes(
    json: String, text: String, cursor: Int
  ) throws {
    let draft = try JSONDecoder().decode(Draft.self, from: Data(json.utf8))
    #expect(draft.text == text)
    #expect(draft.cursor == cursor)
    var typed = Draft()
    typed.insert(draft.text)
    #expect(typed.text == draft.text, "typing the restored text gives the same text")
  }

  @Test func aDraftWithABadCursorDecodesSafely() throws {
    let json = Data(#"{"text": "abc", "cursor": 99}"#.utf8)
    let draft = try JSONDecoder().decode(Draft.self, from: json)
    #expect(draft.cursor == 3)
  }
}
