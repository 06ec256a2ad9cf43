import Testing

@testable import DuoLayoutCore

/// The catalog's tabs to sidebar: closed, a tab bar down the side (a symbol and a
/// title per tab) beside the screen's own toolbar, never over it; open and partly
/// folded, a sidebar. Each tab keeps its own state.
@Suite struct TabsToSidebarPatternTests {
  static let tabs = Allotment.standard.tabs

  @Test(arguments: [Pose.closed, .closedLandscape])
  func closedTheTabBarRunsDownTheLeadingSideBesideTheToolbar(pose: Pose) throws {
    let tree = CatalogFixtures.state(.tabsToSidebar, pose).tree
    let tabbar = try #require(tree.node(id: "tabbar"))
    let toolbar = try #require(tree.node(id: "toolbar")).frame
    #expect(tabbar.frame.height > tabbar.frame.width, "a vertical bar")
    #expect(tabbar.frame.maxX <= toolbar.minX, "never over the toolbar")
    #expect(tree.node(id: "sidebar.title") == nil)
    for tab in Self.tabs {
      let item = try #require(tabbar.children.first { $0.id == "tabbar.\(tab.id)" })
      #expect(item.role == .control(symbol: tab.symbol, title: tab.title))
    }
  }

  @Test(arguments: [Pose.open, .openTall, .book, .tabletop])
  func openAndFoldedItIsASidebar(pose: Pose) throws {
    let state = CatalogFixtures.state(.tabsToSidebar, pose)
    let tree = state.tree
    let sidebar = try #require(tree.node(id: "tabbar")).frame
    #expect(tree.node(id: "sidebar.title") != nil)
    #expect(try #require(tree.node(id: "screen")).frame.minX >= sidebar.maxX)
    if let fold = CatalogFixtures.fold(state), pose == .book {
      #expect(sidebar.maxX <= fold.minX, "the sidebar stays on the leading side")
    }
  }

  /// Each tab its own list and ticks, kept while another tab shows, and through a fold.
  @Test func eachTabKeepsItsOwnState() {
    let state = CatalogFixtures.state(
      .tabsToSidebar, .closed,
      keys: [.down, .down, .space, .tab, .down, .function(2), .backTab, .function(3)])
    let tabs = state.models.tabsToSidebar.tabs
    #expect(tabs.selected == "today")
    #expect(tabs["today"].list.selection == "net-brassicas")
    #expect(tabs["today"].ticked == ["net-brassicas"])
    #expect(tabs["beds"].list.selection == "bed-1")
    #expect(state.tree.node(id: "tabbar.today")?.emphasis == .selected)
    #expect(state.tree.node(id: "screen.row.net-brassicas")?.emphasis == .selected)
  }

  /// The audit's screens are the tabs, each reached by Tab from the first, and
  /// More's list.
  @Test func theAuditVisitsEveryTab() {
    // Through the registry, as the audit reads them.
    let screens = PatternRegistry.standard[.tabsToSidebar].auditScreens
    #expect(
      PatternRegistry.standard[.tabsToSidebar].controlPaths.map(\.control)
        == Self.tabs.map { "tabbar.\($0.id)" })
    #expect(screens.map(\.name) == Self.tabs.map(\.id) + ["more"])
    for (screen, tab) in zip(screens, Self.tabs) {
      let state = CatalogFixtures.press(screen.keys, PatternFixtures.state(.tabsToSidebar, .closed))
      #expect(state.tree.node(id: "tabbar.\(tab.id)")?.emphasis == .selected)
    }
  }
}

/// A saved session can name anything: repair keeps what the content has and drops
/// the rest, in every catalog pattern.
@Suite struct CatalogRepairTests {
  @Test func unknownTabsAndRowsAreDropped() {
    var model = TabsToSidebarModel()
    model.tabs = TabsState(selected: "attic")
    model.tabs["beds"] = TabScreenState()
    model.tabs["beds"].list = ListState(selection: "bed-9", anchor: "bed-2")
    model.tabs["beds"].ticked = ["bed-1", "bed-9"]
    model.tabs["attic"].ticked = ["box"]
    let repaired = TabsToSidebarPattern.repaired(model)
    #expect(repaired.tabs.selected == nil)
    #expect(repaired.tabs["beds"].list == ListState(selection: nil, anchor: "bed-2"))
    #expect(repaired.tabs["beds"].ticked == ["bed-1"])
    #expect(repaired.tabs["attic"] == TabScreenState())
  }

  @Test func unknownStepsPlacesAndNotesAreDropped() {
    var recipe = SupportingPaneModel()
    recipe.steps = ListState(selection: "fry", anchor: "drain")
    recipe.done = ["drain", "fry"]
    recipe.sheet = SheetState(presented: "comments")
    let step = SupportingPanePattern.repaired(recipe)
    #expect(step.steps == ListState(selection: nil, anchor: "drain"))
    #expect(step.done == ["drain"] && !step.sheet.isShown)
    var places = DualViewModel()
    places.places = ListState(selection: "moon")
    places.starred = ["moon", "east-baths"]
    #expect(DualViewPattern.repaired(places).starred == ["east-baths"])
    var notes = ListDetailSummaryModel()
    notes.notes = ListState(selection: "gone")
    notes.pinned = ["gone", "plotter"]
    let repaired = ListDetailSummaryPattern.repaired(notes)
    // A note is always open: the one that went gives way to the first.
    #expect(repaired.notes.selection == NoteFolder.standard.noteIDs.first)
    #expect(repaired.pinned == ["plotter"])
  }
}
