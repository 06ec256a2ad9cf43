import Testing

@testable import DuoLayoutCore

/// The catalog's dual view: closed, one view and a switch; open, both in sync;
/// partly folded, one per side.
@Suite struct DualViewPatternTests {
  @Test(arguments: [Pose.closed, .closedLandscape])
  func closedShowsOneViewAndAKeySwitches(pose: Pose) {
    let list = CatalogFixtures.state(.dualView, pose)
    #expect(list.tree.node(id: "list") != nil && list.tree.node(id: "map") == nil)
    let map = CatalogFixtures.press([.character("v")], list)
    #expect(map.tree.node(id: "list") == nil && map.tree.node(id: "map") != nil)
  }

  /// A selection in one shows in the other: the same place selected in both.
  @Test(arguments: [Pose.open, .openTall, .book, .tabletop])
  func openShowsBothInSync(pose: Pose) throws {
    let tree = CatalogFixtures.state(.dualView, pose, keys: [.down, .down, .down]).tree
    #expect(try #require(tree.node(id: "list.place.east-baths")).emphasis == .selected)
    #expect(try #require(tree.node(id: "map.place.east-baths")).emphasis == .selected)
    #expect(tree.node(id: "map.place.bell-square")?.emphasis == .normal)
  }

  @Test func partlyFoldedPutsOnePerSide() throws {
    let book = CatalogFixtures.state(.dualView, .book)
    let fold = try #require(CatalogFixtures.fold(book))
    #expect(try #require(book.tree.node(id: "map")).frame.maxX <= fold.minX)
    #expect(try #require(book.tree.node(id: "list")).frame.minX >= fold.maxX)
    let tabletop = CatalogFixtures.state(.dualView, .tabletop)
    let across = try #require(CatalogFixtures.fold(tabletop))
    #expect(try #require(tabletop.tree.node(id: "map")).frame.maxY <= across.minY, "content up")
    #expect(try #require(tabletop.tree.node(id: "list")).frame.minY >= across.maxY)
  }

  /// The view the closed phone shows is state too: open and closed again, the map.
  @Test func theClosedViewSurvivesAnUnfold() {
    let map = CatalogFixtures.state(.dualView, .closed, keys: [.down, .character("v")])
    let back = CatalogFixtures.press([.function(2), .down, .function(2)], map)
    #expect(back.tree.node(id: "map") != nil)
    #expect(back.models.dualView.places.selection == "bell-square")
  }
}
