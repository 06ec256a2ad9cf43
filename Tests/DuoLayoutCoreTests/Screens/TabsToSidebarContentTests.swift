import DuoTermRender
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

  /// A row and a tab that share an ID are each found on their own line: the node's
  /// ID says which list to look in (`tabbar.` the tabs, `screen.row.` a tab's rows).
  @Test func aTabAndARowOfTheSameIDAreEachOnTheirOwnLine() throws {
    let text = try ExportedScreen.text(
      .tabsToSidebar, replacing: [(of: #""id": "water-beans""#, with: #""id": "beds""#)])
    let screen = try ScreenFile.read(text, file: "plot.json")
    let row = try #require(ExportedScreen.line(of: #""id": "beds""#, in: text))
    let tab = try #require(ExportedScreen.line(of: #""id": "beds""#, in: text, occurrence: 2))
    // Each object opens on the line above its ID.
    #expect(screen.source(ofNode: "screen.row.beds")?.line == row - 1)
    #expect(screen.source(ofNode: "tabbar.beds")?.line == tab - 1)
    #expect(screen.source(ofNode: "more.row.beds")?.line == tab - 1)
  }

  /// A row ID two tabs share is the row of the tab shown; not knowing which tab
  /// shows, no line rather than the wrong one.
  @Test func aRowInTwoTabsIsTheShownTabs() throws {
    let text = try ExportedScreen.text(
      .tabsToSidebar, replacing: [(of: #""id": "bed-1""#, with: #""id": "water-beans""#)])
    let screen = try ScreenFile.read(text, file: "plot.json")
    let inToday = try #require(ExportedScreen.line(of: #""id": "water-beans""#, in: text))
    let inBeds = try #require(
      ExportedScreen.line(of: #""id": "water-beans""#, in: text, occurrence: 2))
    var state = EmulatorState(pose: .open).showing(screen)
    #expect(
      screen.source(ofNode: "screen.row.water-beans", models: state.models)?.line == inToday - 1)
    state = reduce(state, .key(.tab), at: 0)
    #expect(state.models.tabsToSidebar.tabs.selected == "beds")
    #expect(
      screen.source(ofNode: "screen.row.water-beans", models: state.models)?.line == inBeds - 1)
    #expect(screen.source(ofNode: "screen.row.water-beans") == nil)
  }

  @Test func aSymbolOfTwoCharactersNamesItsLine() throws {
    let text = try ExportedScreen.text(
      .tabsToSidebar, replacing: [(of: #""symbol": "▦""#, with: #""symbol": "BD""#)])
    let line = try #require(ExportedScreen.line(of: #""BD""#, in: text))
    let problem = try #require(ExportedScreen.problem(text))
    #expect(problem.hasPrefix("mine.json:\(line):"), "\(problem)")
    #expect(problem.contains("is not one character"), "\(problem)")
  }

  /// A file whose tabs are its own is audited on its own tabs: a screen per tab by
  /// the file's IDs, and the tabs the narrowest windows hide behind More are
  /// declared lost to More, not to nowhere (no `control-lost`).
  @Test func theAuditChecksTheFilesOwnTabs() throws {
    let text = try ExportedScreen.text(
      .tabsToSidebar,
      replacing: [
        (of: #""id": "today""#, with: #""id": "mine-today""#),
        (of: #""id": "journal""#, with: #""id": "mine-journal""#),
      ])
    let screen = try ScreenFile.read(text, file: "plot.json")
    let tabs = screen.auditScreens(or: []).map(\.name)
    #expect(tabs.contains("mine-today") && tabs.contains("mine-journal"), "\(tabs)")
    #expect(!tabs.contains("today"), "\(tabs)")
    let sweep = AuditSweep(
      profile: .iPhoneDuo, patterns: [], screens: [screen],
      poses: DeviceProfile.iPhoneDuo.supportedPoses, sizes: [TerminalSize(columns: 80, rows: 24)],
      environments: EnvironmentOptions.combinations(
        splits: [nil] + SplitView.allCases, textSizes: [.standard, .accessibility5],
        directions: [.leftToRight]),
      registry: .withScreen)
    let findings = sweep.run().flatMap { auditCase in
      auditCase.findings.map { "\(auditCase.unit.key): \($0.nodeID) \($0.rule.rawValue)" }
    }
    #expect(findings.isEmpty, "\(findings.prefix(5))")
  }
}
