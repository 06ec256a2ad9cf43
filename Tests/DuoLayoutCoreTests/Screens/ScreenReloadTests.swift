import Testing

@testable import DuoLayoutCore

/// A screen file read again: the state of every node whose ID survives stays (the
/// selection, a draft), what went is dropped, and a file with a mistake keeps the
/// last good screen with the problem on the status line and in the help.
@Suite struct ScreenReloadTests {
  static func screen(_ extra: String = "") throws -> ScreenFile {
    try ScreenFile.read(
      """
      {"title": "Chat", "pattern": "list-detail",
       "rows": [{"title": "Ada"}, {"title": "Grace"}, {"title": "Linus"}],
       "toolbar": [{"id": "call", "symbol": "☎", "title": "Call"}\(extra)],
       "fields": [{"id": "composer", "placeholder": "Message"}]}
      """, file: "chat.json")
  }

  static func typed(_ state: EmulatorState, _ keys: [Key]) -> EmulatorState {
    keys.reduce(state) { reduce($0, .key($1), at: 0) }
  }

  @Test func aReloadKeepsTheSelectionAndTheDraft() throws {
    var state = EmulatorState(pose: .open).showing(try Self.screen())
    state = Self.typed(state, [.down, .down, .tab, .character("h"), .character("i")])
    #expect(state.models.screen.state.list.selection == "grace")
    let edited = try Self.screen(#", {"id": "video", "symbol": "▶", "title": "Video"}"#)
    state = reduce(state, .screenRead(edited), at: 1)
    #expect(state.models.screen.state.list.selection == "grace")
    #expect(state.models.screen.state.drafts["composer"]?.text == "hi")
    #expect(state.tree.node(id: "toolbar.video") != nil, "the new item shows")
    #expect(state.transition != nil, "what moved glides")
  }

  @Test func whatWentIsDropped() throws {
    var state = EmulatorState(pose: .open).showing(try Self.screen())
    state = Self.typed(state, [.down, .down])
    let fewer = try ScreenFile.read(
      #"{"title": "Chat", "pattern": "stack", "rows": [{"title": "Ada"}]}"#, file: "chat.json")
    state = reduce(state, .screenRead(fewer), at: 1)
    #expect(state.models.screen.state.list.selection == nil)
    #expect(state.models.screen.state.drafts.isEmpty)
  }

  @Test func aBrokenFileKeepsTheLastGoodScreen() throws {
    var state = EmulatorState(pose: .open).showing(try Self.screen())
    state = Self.typed(state, [.down])
    let before = state.tree
    let problem = ScreenProblem(
      "chat.json:3:7: expected ',' — add a comma",
      source: FileLocation(file: "chat.json", line: 3, column: 7))
    state = reduce(state, .screenFailed(problem), at: 1)
    #expect(state.tree == before)
    #expect(state.notice == problem.description)
    #expect(HelpRows.rows(for: state).contains { $0.summary == problem.description })
    state = reduce(state, .screenRead(try Self.screen()), at: 2)
    #expect(state.notice == nil, "fixed, the error goes")
    #expect(state.screenProblems.isEmpty)
    #expect(state.models.screen.state.list.selection == "ada")
  }
}

/// A screen file's session: the state is saved, the screen is not (the file is
/// read again at the start), and the state comes back on the file's nodes.
@Suite struct ScreenSessionTests {
  @Test func theSessionSavesTheStateNotTheScreen() throws {
    var state = EmulatorState(pose: .open).showing(try ScreenReloadTests.screen())
    state = ScreenReloadTests.typed(state, [.down, .down, .tab, .character("h"), .character("i")])
    let bytes = SessionFile.encode(SessionSnapshot(state))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("grace"), "the selection is saved")
    #expect(!text.contains("Linus"), "the screen's rows are not")
    let restored = try SessionFile.decode(bytes).restore(into: EmulatorState(pose: .open))
      .showing(try ScreenReloadTests.screen())
    #expect(restored.models.screen.state.list.selection == "grace")
    #expect(restored.models.screen.state.drafts["composer"]?.text == "hi")
    #expect(restored.tree == state.tree)
  }
}
