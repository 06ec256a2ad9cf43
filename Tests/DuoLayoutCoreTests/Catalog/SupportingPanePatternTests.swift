import Testing

@testable import DuoLayoutCore

/// The catalog's supporting pane: closed, the main content and the pane in a sheet;
/// open and flat, main plus a narrower pane; partly folded, one per side. A split
/// arrangement with horizontal axes only: where it cannot split, the sheet again.
@Suite struct SupportingPanePatternTests {
  @Test func openFlatShowsTheRecipeAndANarrowerPaneBesideIt() throws {
    let tree = CatalogFixtures.state(.supportingPane, .open).tree
    let recipe = try #require(tree.node(id: "recipe")).frame
    let pane = try #require(tree.node(id: "pane")).frame
    #expect(pane.width < recipe.width)
    #expect(pane.minX > recipe.maxX, "the pane trails the recipe")
  }

  @Test func partlyFoldedPutsOnePerSide() throws {
    let state = CatalogFixtures.state(.supportingPane, .book)
    let fold = try #require(CatalogFixtures.fold(state))
    #expect(try #require(state.tree.node(id: "recipe")).frame.maxX <= fold.minX)
    #expect(try #require(state.tree.node(id: "pane")).frame.minX >= fold.maxX)
  }

  /// Closed, held tall and as a tabletop the split cannot split side by side: the
  /// recipe alone, and `i` brings the pane up as a sheet.
  @Test(arguments: [Pose.closed, .closedLandscape, .openTall, .tabletop])
  func whereItCannotSplitThePaneIsASheet(pose: Pose) throws {
    let closed = CatalogFixtures.state(.supportingPane, pose)
    #expect(closed.tree.node(id: "pane") == nil)
    let sheet = try #require(CatalogFixtures.press([.character("i")], closed).tree.node(id: "pane"))
    #expect(sheet.role == .container(.boxed(title: "Ingredients")))
  }

  /// The sheet is state: unfolding shows the pane beside the recipe, folding back
  /// brings the same sheet up, on the same step.
  @Test func theSheetSurvivesAnUnfoldAndAFold() throws {
    let start = CatalogFixtures.state(
      .supportingPane, .closed, keys: [.down, .down, .character("i")])
    let open = CatalogFixtures.press([.function(2)], start)
    #expect(open.tree.node(id: "pane")?.role == .container(.plain))
    #expect(open.models.supportingPane == start.models.supportingPane)
    let closed = CatalogFixtures.press([.function(2)], open)
    #expect(closed.tree.node(id: "pane")?.role == .container(.boxed(title: "Ingredients")))
    #expect(closed.models.supportingPane.steps.selection == "parboil")
  }

  @Test func theKeyDoesNothingWhereThePaneIsBeside() {
    let open = CatalogFixtures.state(.supportingPane, .open, keys: [.character("i")])
    #expect(!open.models.supportingPane.sheet.isShown)
  }

  @Test func thePaneShowsWhatTheSelectedStepUses() throws {
    let tree = CatalogFixtures.state(.supportingPane, .open, keys: [.down, .down, .down, .down])
      .tree
    guard case .label(let text) = try #require(tree.node(id: "pane.text")).role else {
      Issue.record("the pane's text is not a label")
      return
    }
    #expect(text.hasPrefix("For step 4"))
    #expect(text.contains("● 90 ml olive oil"))
  }
}
