import Testing

@testable import DuoLayoutCore

/// A tabs-to-sidebar screen file: the built-in notebook screen with the file's
/// notebook, its mistakes on their lines.
@Suite struct TabsToSidebarContentTests {
  @Test func theFilesNotebookIsWhatShows() throws {
    let text = try ExportedScreen.text(
      .tabsToSidebar,
      replacing: [(of: "Water the runner beans", with: "Water the sweet peas")])
    let state = EmulatorState(pose: .open).showing(try ScreenFile.read(text, file: "plot.json"))
    #expect(ExportedScreen.shows("Water the sweet peas", in: state.tree))
    #expect(!ExportedScreen.shows("Water the runner beans", in: state.tree))
    // The built-in keeps its own notebook.
    let builtIn = EmulatorState(pose: .open, pattern: .tabsToSidebar)
    #expect(ExportedScreen.shows("Water the runner beans", in: builtIn.tree))
  }

  @Test func aTabIDUsedTwiceNamesItsLine() throws {
    let text = try ExportedScreen.text(
      .tabsToSidebar, replacing: [(of: #""id": "beds""#, with: #""id": "today""#)])
    let line = try #require(ExportedScreen.line(of: #""id": "today""#, in: text, occurrence: 2))
    let problem = try #require(ExportedScreen.problem(text))
    #expect(problem.hasPrefix("mine.json:\(line):"), "\(problem)")
    #expect(problem.contains(#"the ID "today" is used twice"#), "\(problem)")
  }

  @Test func aSymbolOfTwoCharactersNamesItsLine() throws {
    let text = try ExportedScreen.text(
      .tabsToSidebar, replacing: [(of: #""symbol": "▦""#, with: #""symbol": "BD""#)])
    let line = try #require(ExportedScreen.line(of: #""BD""#, in: text))
    let problem = try #require(ExportedScreen.problem(text))
    #expect(problem.hasPrefix("mine.json:\(line):"), "\(problem)")
    #expect(problem.contains("is not one character"), "\(problem)")
  }
}
