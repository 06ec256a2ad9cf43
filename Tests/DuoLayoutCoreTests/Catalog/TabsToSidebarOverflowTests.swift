import Testing

@testable import DuoLayoutCore

/// The tabs in every environment the sweep lays out (each pose, Split View and
/// text size, both directions): every tab is reachable, on the glass or behind
/// More, and every row on the glass is a touch target (44 pt, `TouchTarget`). A
/// sidebar too short for every row shows those that fit and a More item, as the
/// side toolbar does (`Toolbar.column`).
@Suite struct TabsToSidebarOverflowTests {
  static let tabs = Allotment.standard.tabs

  static func state(
    _ pose: Pose, _ split: SplitView?, _ size: TextSize, _ direction: LayoutDirection,
    keys: [Key] = []
  ) -> EmulatorState {
    var state = EmulatorState(
      pose: pose, pattern: .tabsToSidebar,
      options: EnvironmentOptions(splitView: split, textSize: size, layoutDirection: direction))
    for key in keys { state = reduce(state, .key(key), at: 0) }
    return state
  }

  static var environments: [(Pose, SplitView?, TextSize, LayoutDirection)] {
    DeviceProfile.iPhoneDuo.supportedPoses.flatMap { pose in
      ([nil] + SplitView.allCases).flatMap { split in
        TextSize.allCases.flatMap { size in
          [LayoutDirection.leftToRight, .rightToLeft].map { (pose, split, size, $0) }
        }
      }
    }
  }

  /// The tabs shown as controls on the glass, and those behind a shown More.
  static func reach(_ tree: LayoutNode) -> (shown: [LayoutNode], behindMore: [String]) {
    let onGlass = tree.shownWindowNodes.filter {
      $0.id.hasPrefix("tabbar.") && $0.role.isInteractive
    }
    let more = Toolbar.moreID("tabbar")
    guard onGlass.contains(where: { $0.id == more }),
      let overflow = tree.node(id: "tabbar.overflow")
    else { return (onGlass, []) }
    return (onGlass, overflow.children.map(\.id))
  }

  @Test func everyTabIsReachableAndEveryShownRowIsATouchTarget() {
    var shortest: (height: Double, state: EmulatorState)?
    for (pose, split, size, direction) in Self.environments {
      let state = Self.state(pose, split, size, direction)
      let tree = state.tree
      let metrics = state.environment.textMetrics
      let (shown, behindMore) = Self.reach(tree)
      let reached = Set(shown.map(\.id) + behindMore)
      let place = "\(pose.argument) \(split?.argument ?? "full") \(size.argument) \(direction)"
      for tab in Self.tabs {
        #expect(reached.contains("tabbar.\(tab.id)"), "\(place): \(tab.id) is nowhere")
      }
      for row in shown {
        #expect(
          row.frame.height >= TouchTarget.height(in: metrics) - 1e-9,
          "\(place): \(row.id) is \(row.frame.height) pt tall")
      }
      if tree.node(id: "sidebar.title") != nil, let bar = tree.node(id: "tabbar"),
        bar.frame.height < shortest?.height ?? .infinity
      {
        shortest = (bar.frame.height, state)
      }
    }
    // The shortest sidebar has no room for every row: More holds the rest.
    let tree = try? #require(shortest?.state.tree)
    #expect(tree?.node(id: Toolbar.moreID("tabbar")) != nil, "the shortest sidebar shows More")
  }

  /// More's list, by key and by click, in the shortest sidebar the sweep finds
  /// (a ⅓ Split View held tall at accessibility-1): `m` opens it, the arrows and
  /// Enter choose a tab, a click on a row chooses it, Esc closes it.
  @Test func moreOpensTheTabsThatDoNotFitAndChoosingOneShowsIt() throws {
    let split = SplitView(.oneThird, side: .trailing)
    let start = Self.state(.openTall, split, .accessibility1, .leftToRight)
    let hidden = try #require(start.tree.node(id: "tabbar.overflow")).children.map {
      String($0.id.dropFirst("tabbar.".count))
    }
    try #require(!hidden.isEmpty)
    let last = try #require(hidden.last)
    // Keys: m, then down to the last hidden tab, then Enter.
    let keys = [Key.character("m")] + Array(repeating: .down, count: hidden.count - 1) + [.enter]
    let chosen = Self.state(.openTall, split, .accessibility1, .leftToRight, keys: keys)
    #expect(chosen.models.tabsToSidebar.tabs.selected == last)
    #expect(chosen.models.tabsToSidebar.more == nil, "choosing closes the list")
    #expect(chosen.tree.node(id: "screen.header") != nil, "the tab's own screen is back")
    #expect(
      chosen.tree.node(id: Toolbar.moreID("tabbar"))?.emphasis == .selected,
      "More stands for the selected tab it holds")
    // The list, and Esc.
    let open = Self.state(.openTall, split, .accessibility1, .leftToRight, keys: [.character("m")])
    #expect(open.tree.node(id: "more.row.\(hidden[0])")?.emphasis == .selected)
    let closed = reduce(open, .key(.escape), at: 0)
    #expect(closed.models.tabsToSidebar.more == nil)
    // The mouse: a click on More opens the list, a click on a row shows its tab.
    let more = try #require(start.tree.windowNode(id: Toolbar.moreID("tabbar")))
    let clicked = reduce(start, .tap(Point(x: more.frame.midX, y: more.frame.midY)), at: 0)
    #expect(clicked.models.tabsToSidebar.more != nil)
    let row = try #require(clicked.tree.windowNode(id: "more.row.\(last)"))
    let picked = reduce(clicked, .tap(Point(x: row.frame.midX, y: row.frame.midY)), at: 0)
    #expect(picked.models.tabsToSidebar.tabs.selected == last)
  }

  /// Where every tab fits, `m` says so and opens nothing.
  @Test func moreWhereEveryTabFitsSaysSo() {
    let state = Self.state(.open, nil, .large, .leftToRight, keys: [.character("m")])
    #expect(state.models.tabsToSidebar.more == nil)
    #expect(state.tree.node(id: Toolbar.moreID("tabbar")) == nil)
  }
}
