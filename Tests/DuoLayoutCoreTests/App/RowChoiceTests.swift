import Testing

@testable import DuoLayoutCore

/// A row with a switch accessory is a switch (its value under the row's ID), and
/// rows whose action is `select` make one choice of a list, shown by a checkmark
/// and kept per item of the screen (each album its own sort).
@Suite struct RowChoiceTests {
  static let text = #"""
    {"title": "T", "start": "home", "screens": [
      {"id": "home", "title": "Home", "content": [
        {"kind": "row", "id": "lossless", "title": "Lossless", "accessory": "switch", "value": true},
        {"kind": "row", "id": "summer", "title": "Summer", "item": "summer", "action": {"navigate": "album"}},
        {"kind": "row", "id": "family", "title": "Family", "item": "family", "action": {"navigate": "album"}}]},
      {"id": "album", "title": "Album", "content": [
        {"kind": "section", "id": "sort", "header": "Sort", "content": [
          {"kind": "row", "id": "newest", "title": "Newest", "item": "newest", "accessory": "checkmark", "action": {"select": "sort"}},
          {"kind": "row", "id": "oldest", "title": "Oldest", "item": "oldest", "action": {"select": "sort"}}]}]}]}
    """#

  static func start() throws -> EmulatorState {
    EmulatorState(
      profile: .iPhoneDuo, pose: .closed, terminal: TerminalSize(columns: 200, rows: 50)
    )
    .showing(try ScreenFile.read(text, file: "rows.json"))
  }

  static func keys(_ state: EmulatorState, _ keys: [Key]) -> EmulatorState {
    keys.reduce(state) { reduce($0, .key($1), at: 0) }
  }

  static func label(_ state: EmulatorState, _ id: String) -> String {
    state.tree.node(id: id).map { "\($0.role)" } ?? ""
  }

  @Test func aSwitchAccessoryFlipsByEnterClickAndArrows() throws {
    var state = try Self.start()
    #expect(state.tree.node(id: "home.lossless.switch")?.role == .control(symbol: "●", title: "On"))
    state = Self.keys(state, [.down, .enter])
    #expect(state.models.screen.state.app.values["lossless"] == .bool(false))
    #expect(
      state.tree.node(id: "home.lossless.switch")?.role == .control(symbol: "○", title: "Off"))
    state = Self.keys(state, [.right])
    #expect(state.models.screen.state.app.values["lossless"] == .bool(true))
    let control = try #require(state.tree.windowNode(id: "home.lossless.switch"))
    state = reduce(state, .tap(Point(x: control.frame.midX, y: control.frame.midY)), at: 0)
    #expect(state.models.screen.state.app.values["lossless"] == .bool(false))
    #expect(FoldAudit.findings(in: state.tree, env: state.environment).isEmpty)
  }

  @Test func selectRowsCheckOneChoicePerItem() throws {
    // Summer's album: Newest is checked from the file; choose Oldest.
    var state = Self.keys(try Self.start(), [.down, .down, .enter])
    #expect(Self.label(state, "album.newest.title").contains("✓"))
    #expect(!Self.label(state, "album.oldest.title").contains("✓"))
    state = Self.keys(state, [.down, .down, .enter])
    #expect(state.models.screen.state.app.values["sort@summer"] == .text("oldest"))
    #expect(Self.label(state, "album.oldest.title").contains("✓"))
    #expect(!Self.label(state, "album.newest.title").contains("✓"))
    // Family's album keeps its own: still Newest.
    state = Self.keys(state, [.escape, .down, .enter])
    #expect(state.models.screen.state.app.path == [AppPlace(screen: "album", item: "family")])
    #expect(Self.label(state, "album.newest.title").contains("✓"))
  }

  @Test func aSelectNamingNoControlIsRefused() {
    let text = Self.text.replacingOccurrences(
      of: #"{"select": "sort"}"#, with: #"{"select": "sortt"}"#)
    #expect {
      _ = try ScreenFile.read(text, file: "rows.json")
    } throws: { error in
      "\(error)".contains(#"no control has the ID "sortt" — did you mean "sort"?"#)
    }
  }
}
