import Testing

@testable import DuoLayoutCore

/// The patterns' shapes per pose, against the pattern catalog.
@Suite struct PatternGeometryTests {
  private func tree(_ pattern: PatternID, _ pose: Pose, _ size: TerminalSize = .standard)
    -> LayoutNode
  {
    PatternFixtures.state(pattern, pose, size).tree
  }

  private func fold(_ pose: Pose) -> ReservedRegion {
    PatternFixtures.state(.listDetail, pose).environment.fold!
  }

  @Test(arguments: PatternFixtures.sizes)
  func bookListDetailSplitsAtTheFold(size: TerminalSize) throws {
    let tree = tree(.listDetail, .book, size)
    let list = try #require(tree.node(id: "list"))
    let detail = try #require(tree.node(id: "detail"))
    let keepOut = fold(.book).keepOut
    #expect(list.frame.maxX == keepOut.minX)
    #expect(detail.frame.minX == keepOut.maxX)
  }

  @Test(arguments: PatternFixtures.sizes, [Pose.open, .openTall])
  func openListDetailShowsBothWithTheListNarrower(size: TerminalSize, pose: Pose) throws {
    let tree = tree(.listDetail, pose, size)
    let list = try #require(tree.node(id: "list"))
    let detail = try #require(tree.node(id: "detail"))
    #expect(list.frame.width < detail.frame.width)
    #expect(list.frame.maxX <= detail.frame.minX)
  }

  @Test(arguments: [Pose.closed, .closedLandscape])
  func closedListDetailShowsTheListThenTheDetail(pose: Pose) throws {
    var state = PatternFixtures.state(.listDetail, pose)
    #expect(state.tree.node(id: "list") != nil)
    #expect(state.tree.node(id: "detail") == nil)
    state = reduce(state, .key(.enter), at: 0)
    #expect(state.tree.node(id: "list") == nil)
    #expect(state.tree.node(id: "detail") != nil)
    state = reduce(state, .key(.escape), at: 0)
    #expect(state.tree.node(id: "list") != nil)
  }

  @Test(arguments: PatternFixtures.sizes, [Pose.open, .book])
  func twoPageGapSitsOnTheFoldLine(size: TerminalSize, pose: Pose) throws {
    let tree = tree(.twoPage, pose, size)
    let first = try #require(tree.node(id: "page.first"))
    let second = try #require(tree.node(id: "page.second"))
    let keepOut = fold(pose).keepOut
    #expect(first.frame.maxX == keepOut.minX)
    #expect(second.frame.minX == keepOut.maxX)
  }

  @Test(arguments: [Pose.closed, .closedLandscape])
  func closedTwoPageShowsOnePage(pose: Pose) {
    let tree = tree(.twoPage, pose)
    #expect(tree.node(id: "page.first") != nil)
    #expect(tree.node(id: "page.second") == nil)
  }

  @Test func tabletopTwoPageHasContentUpAndControlsDown() throws {
    let tree = tree(.twoPage, .tabletop)
    let fold = fold(.tabletop)
    let page = try #require(tree.node(id: "page.first"))
    let pager = try #require(tree.node(id: "pager"))
    let contents = try #require(tree.node(id: "contents"))
    #expect(page.frame.maxY <= fold.frame.minY)
    #expect(pager.frame.minY >= fold.frame.maxY)
    #expect(contents.frame.minY >= fold.frame.maxY)
    #expect(tree.node(id: "page.second") == nil)
  }

  @Test func thePagerLeavesTheFoldWhenTheBookFolds() throws {
    let flat = try #require(tree(.twoPage, .open).node(id: "pager"))
    let folded = try #require(tree(.twoPage, .book).node(id: "pager"))
    let fold = fold(.book)
    #expect(flat.frame.intersects(fold.frame), "flat, the pager sits centred over the fold")
    #expect(!folded.frame.intersects(fold.keepOut), "folded, it is displaced off the fold")
    #expect(folded.frame.minX >= fold.keepOut.maxX, "to the trailing side")
    #expect(folded.frame.minY == flat.frame.minY, "only across")
  }

  @Test(arguments: PatternFixtures.sizes, Pose.allCases)
  func feedColumnsAreEvenWheneverAFoldCrossesTheGrid(size: TerminalSize, pose: Pose) throws {
    let state = PatternFixtures.state(.feed, pose, size)
    let grid = try #require(state.tree.node(id: "feed.grid"))
    guard case .grid(let columns) = grid.role else {
      Issue.record("feed.grid is not a grid")
      return
    }
    let crossed = state.environment.reservedRegions(.division, includeInactive: true)
      .contains { $0.frame.intersects(grid.frame) }
    if crossed {
      #expect(columns % 2 == 0, "\(pose) \(size): \(columns) columns")
    } else {
      #expect(columns >= 1)
    }
  }

  @Test(arguments: PatternFixtures.sizes)
  func bookFeedPutsHalfTheColumnsOnEachSide(size: TerminalSize) throws {
    let state = PatternFixtures.state(.feed, .book, size)
    let keepOut = state.environment.fold!.keepOut
    let cards = state.tree.allNodes.filter {
      $0.id.hasPrefix("feed.card.") && !$0.id.hasSuffix(".text")
    }
    let topRow = cards.filter { $0.frame.minY == cards[0].frame.minY }
    let left = topRow.filter { $0.frame.maxX <= keepOut.minX }
    let right = topRow.filter { $0.frame.minX >= keepOut.maxX }
    #expect(left.count == right.count)
    #expect(left.count + right.count == topRow.count, "no card crosses the fold")
  }

  @Test(arguments: PatternFixtures.sizes)
  func flatOpenFeedFlowsEqualColumnsAcrossTheFold(size: TerminalSize) throws {
    let state = PatternFixtures.state(.feed, .open, size)
    let fold = try #require(state.environment.fold)
    #expect(!fold.isActive)
    let cards = state.tree.allNodes.filter {
      $0.id.hasPrefix("feed.card.") && !$0.id.hasSuffix(".text")
    }
    let topRow = cards.filter { $0.frame.minY == cards[0].frame.minY }
    #expect(topRow.count % 2 == 0, "an even count across the fold: \(topRow.count)")
    let widths = Set(topRow.map { ($0.frame.width * 1000).rounded() })
    #expect(widths.count == 1, "equal columns, the fold taking no room: \(widths)")
    #expect(topRow.contains { $0.frame.intersects(fold.frame) }, "a card may cross the flat fold")
  }

  @Test(arguments: PatternFixtures.sizes)
  func theFeedsPagerLeavesTheFoldWhenItFolds(size: TerminalSize) throws {
    let flat = try #require(tree(.feed, .open, size).node(id: "feed.pager"))
    let folded = try #require(tree(.feed, .book, size).node(id: "feed.pager"))
    let fold = fold(.book)
    #expect(flat.frame.intersects(fold.frame), "flat, the pager sits centred on the fold")
    #expect(!folded.frame.intersects(fold.keepOut), "folded, it is displaced off the fold")
    #expect(folded.frame.minY == flat.frame.minY, "only across")
    let cards = tree(.feed, .open, size).allNodes.filter { $0.id.hasPrefix("feed.card.") }
    #expect(!cards.contains { $0.frame.intersects(flat.frame) }, "under the cards, not over them")
  }

  @Test func feedTopItemStaysOnTopThroughChangesOfColumnCount() throws {
    var state = PatternFixtures.state(.feed, .open)
    state.models.feed.anchor = 150
    state.models.feed.selection = 150
    for pose in [Pose.open, .closed, .open, .book, .closedLandscape, .tabletop, .openTall] {
      state.device = pose.deviceState(state.profile)
      let cards = state.tree.allNodes.filter {
        $0.id.hasPrefix("feed.card.") && !$0.id.hasSuffix(".text")
      }
      let top = try #require(cards.first)
      #expect(top.id == "feed.card.150", "\(pose): \(top.id) is on top")
    }
  }

  @Test(arguments: Pose.allCases)
  func barsRunDownTheSideExceptOnTheInnerDisplayHeldTall(pose: Pose) throws {
    let state = PatternFixtures.state(.listDetail, pose)
    let bar = try #require(state.tree.node(id: "toolbar"))
    let heldTall = pose == .openTall || pose == .tabletop
    #expect((bar.frame.height > bar.frame.width) == !heldTall, "\(pose): \(bar.frame)")
    if !heldTall {
      #expect(bar.frame.maxX == state.environment.safeBounds.maxX, "down the trailing side")
    } else {
      #expect(bar.frame.maxY == state.environment.safeBounds.maxY, "along the bottom")
    }
  }
}
