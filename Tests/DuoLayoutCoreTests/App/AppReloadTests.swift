import Foundation
import Testing

@testable import DuoLayoutCore

/// An app file read again while it runs (live reload): the navigation path, the
/// values and the drafts stay wherever the screens and controls they name still
/// exist; a screen taken out drops from the path (its parent shows); a file with
/// a mistake keeps the last good app and puts `FILE:LINE:COL` on the status line.
@Suite struct AppReloadTests {
  static func app(networkTitle: String = "Network", withNetwork: Bool = true) throws -> ScreenFile {
    let network =
      withNetwork
      ? #",{"id": "network", "title": "\#(networkTitle)", "content": [{"kind": "switch", "id": "auto-join", "title": "Auto-Join", "value": true}]}"#
      : ""
    let row =
      withNetwork
      ? #"{"kind": "row", "id": "home-net", "title": "Home", "accessory": "chevron", "action": {"navigate": "network"}}"#
      : #"{"kind": "text", "text": "No networks"}"#
    return try ScreenFile.read(
      """
      {"title": "Settings", "root": "stack", "start": "settings", "screens": [
        {"id": "settings", "title": "Settings", "content": [
          {"kind": "switch", "id": "airplane", "title": "Airplane Mode"},
          {"kind": "row", "id": "wifi", "title": "Wi-Fi", "accessory": "chevron", "action": {"navigate": "wifi"}}]},
        {"id": "wifi", "title": "Wi-Fi", "content": [\(row)]}\(network)]}
      """, file: "settings.json")
  }

  static func keys(_ state: EmulatorState, _ keys: [Key]) -> EmulatorState {
    keys.reduce(state) { reduce($0, .key($1), at: 0) }
  }

  static func app(_ state: EmulatorState) -> AppState { state.models.screen.state.app }

  /// The screen's title as shown, without the blanks that pad it to its frame.
  static func title(_ state: EmulatorState) -> String? {
    guard case .label(let text)? = state.tree.node(id: "title")?.role else { return nil }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// Airplane Mode on, then Wi-Fi, then the Home network: two screens deep.
  static func deep() throws -> EmulatorState {
    keys(
      EmulatorState(pose: .open).showing(try app()),
      [.down, .enter, .down, .enter, .down, .enter])
  }

  @Test func anEditKeepsThePathAndTheValuesAndShowsTheNewScreen() throws {
    var state = try Self.deep()
    #expect(Self.app(state).path.map(\.screen) == ["wifi", "network"])
    #expect(Self.app(state).values["airplane"] == .bool(true))
    state = reduce(state, .screenRead(try Self.app(networkTitle: "Home network")), at: 1)
    #expect(Self.app(state).path.map(\.screen) == ["wifi", "network"])
    #expect(Self.app(state).values["airplane"] == .bool(true))
    #expect(Self.title(state) == "Home network", "the edited title shows")
  }

  @Test func aScreenTakenOutDropsFromThePathAndItsParentShows() throws {
    var state = try Self.deep()
    state = reduce(state, .screenRead(try Self.app(withNetwork: false)), at: 1)
    #expect(Self.app(state).path.map(\.screen) == ["wifi"])
    #expect(Self.app(state).values["airplane"] == .bool(true))
    #expect(Self.title(state) == "Wi-Fi")
  }

  @Test func aBrokenEditKeepsTheLastGoodAppWithItsLineOnTheStatusLine() throws {
    var state = try Self.deep()
    let before = state.tree
    let problem = ScreenProblem(
      "settings.json:4:9: expected ',' — add a comma",
      source: FileLocation(file: "settings.json", line: 4, column: 9))
    state = reduce(state, .screenFailed(problem), at: 1)
    #expect(state.tree == before, "the last good app stays")
    #expect(state.notice == problem.description)
    #expect(Self.app(state).path.map(\.screen) == ["wifi", "network"])
    state = reduce(state, .screenRead(try Self.app()), at: 2)
    #expect(state.notice == nil, "fixed, the error goes")
    #expect(Self.app(state).path.map(\.screen) == ["wifi", "network"])
  }
}
