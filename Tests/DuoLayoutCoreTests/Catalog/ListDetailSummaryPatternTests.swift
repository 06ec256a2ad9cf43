import Testing

@testable import DuoLayoutCore

/// The catalog's notes with a summary: the summary is a trailing column where the
/// note keeps a usable width beside it and a sheet where it would not, one state.
@Suite struct ListDetailSummaryPatternTests {
  @Test func openFlatTheSummaryIsATrailingColumn() throws {
    let tree = CatalogFixtures.state(.listDetailSummary, .open, keys: [.character("m")]).tree
    let summary = try #require(tree.node(id: "summary"))
    let note = try #require(tree.node(id: "note")).frame
    #expect(summary.frame.minX >= note.maxX, "trailing the note")
    #expect(
      note.width >= ListDetailSummaryGeometry.columnWidth.min, "the note keeps a usable width")
    #expect(try #require(tree.node(id: "list")).frame.maxX <= note.minX)
  }

  @Test(arguments: [Pose.closed, .closedLandscape, .book])
  func whereTheNoteHasNoRoomTheSummaryIsASheet(pose: Pose) throws {
    let state = CatalogFixtures.state(.listDetailSummary, pose, keys: [.enter, .character("m")])
    let summary = try #require(state.tree.node(id: "summary"))
    let note = try #require(state.tree.node(id: "note")).frame
    #expect(summary.frame.minY >= note.maxY, "the sheet below the note's first lines")
    #expect(summary.frame.minX <= note.minX + 1e-6 && summary.frame.maxX >= note.maxX - 1e-6)
  }

  /// One state: the sheet on the closed phone is the column open, and back.
  @Test func theSummarySurvivesAnUnfold() throws {
    let closed = CatalogFixtures.state(
      .listDetailSummary, .closed, keys: [.down, .enter, .character("m")])
    let open = CatalogFixtures.press([.function(2)], closed)
    #expect(open.models.listDetailSummary == closed.models.listDetailSummary)
    let note = try #require(open.tree.node(id: "note")).frame
    #expect(try #require(open.tree.node(id: "summary")).frame.minX >= note.maxX)
    #expect(
      open.tree.node(id: "note.title")?.role
        == .label(
          TextLine.fit(
            "Plotter repair", direction: open.environment.layoutDirection,
            width: open.environment.textMetrics.columns(in: note.width))))
  }

  @Test func escapePutsTheSummaryDownBeforeItPops() {
    let state = CatalogFixtures.state(
      .listDetailSummary, .closed, keys: [.enter, .character("m"), .escape])
    #expect(!state.models.listDetailSummary.summary.isShown)
    #expect(state.models.listDetailSummary.isDetailPushed)
  }
}
