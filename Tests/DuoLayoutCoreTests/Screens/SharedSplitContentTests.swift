import Testing

@testable import DuoLayoutCore

/// A shared-split screen file: the built-in shared screen with the file's menu
/// (its title, the players' names, the built-in games it offers), its mistakes on
/// their lines.
@Suite struct SharedSplitContentTests {
  @Test func theFilesMenuIsWhatShows() throws {
    let text = try ExportedScreen.text(
      .sharedSplit,
      replacing: [
        (of: #""Two players""#, with: #""Games night""#),
        (of: #""four-in-a-row","#, with: ""),
      ])
    let screen = try ScreenFile.read(text, file: "night.json")
    let state = EmulatorState(pose: .open).showing(screen)
    #expect(ExportedScreen.shows("Games night", in: state.tree))
    #expect(!ExportedScreen.shows("Two players", in: state.tree))
    // Only the game the file offers is on the menu, and chosen.
    #expect(state.tree.node(id: "first.menu.pong") != nil)
    #expect(state.tree.node(id: "first.menu.four-in-a-row") == nil)
    #expect(state.models.shared.menuChoice == .pong)
    // The built-in keeps its own menu.
    let builtIn = EmulatorState(pose: .open, pattern: .sharedSplit)
    #expect(ExportedScreen.shows("Two players", in: builtIn.tree))
    #expect(builtIn.tree.node(id: "first.menu.four-in-a-row") != nil)
  }

  @Test func thePlayersNamesAreWhatTheHalvesSay() throws {
    let text = try ExportedScreen.text(
      .sharedSplit, replacing: [(of: #""Player 2""#, with: #""Gran""#)])
    var state = EmulatorState(pose: .open).showing(try ScreenFile.read(text, file: "night.json"))
    state = reduce(state, .key(.space), at: 0)  // four in a row: the first seat's turn
    #expect(ExportedScreen.shows("Gran", in: state.tree))
    #expect(!ExportedScreen.shows("Player 2", in: state.tree))
  }

  @Test func aGameListedTwiceNamesItsLine() throws {
    let text = try ExportedScreen.text(
      .sharedSplit, replacing: [(of: #""pong""#, with: #""four-in-a-row""#)])
    let line = try #require(ExportedScreen.line(of: #""four-in-a-row""#, in: text, occurrence: 2))
    let problem = try #require(ExportedScreen.problem(text))
    #expect(problem.hasPrefix("mine.json:\(line):"), "\(problem)")
    #expect(problem.contains(#""four-in-a-row" is listed twice"#), "\(problem)")
  }

  @Test func aGameDuoTermLacksNamesItsLine() throws {
    let text = try ExportedScreen.text(
      .sharedSplit, replacing: [(of: #""pong""#, with: #""chess""#)])
    let line = try #require(ExportedScreen.line(of: #""chess""#, in: text))
    let problem = try #require(ExportedScreen.problem(text))
    #expect(problem.hasPrefix("mine.json:\(line):"), "\(problem)")
    #expect(problem.contains("chess"), "\(problem)")
  }
}
