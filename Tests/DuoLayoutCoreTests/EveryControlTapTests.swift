import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// Every control on the glass of every pattern is clickable through one
/// path, with no code of its own: a click on a toolbar item, a pager button or
/// Send does what the key it carries does (`LayoutNode.key`); a control with no
/// key (a tab) is answered by the pattern's `tap`. Every screen the audit knows,
/// in every pose.
@Suite struct EveryControlTapTests {
  @Test(arguments: PatternRegistry.standard.ids)
  func aClickOnAControlDoesWhatItsKeyDoes(pattern: PatternID) {
    let entry = PatternRegistry.standard[pattern]
    var checked = 0
    var wrong: [String] = []
    for screen in entry.auditScreens {
      for pose in Pose.allCases {
        let state = screen.state(pose: pose, terminal: .standard, pattern: pattern)
        for node in state.tree.shownWindowNodes {
          guard case .control = node.role, node.frame.width > 0, node.frame.height > 0 else {
            continue
          }
          checked += 1
          let name = "\(screen.name) \(pose) \(node.id)"
          let clicked = reduce(state, .tap(Point(x: node.frame.midX, y: node.frame.midY)), at: 1)
          guard let key = node.key else {
            var models = state.models
            if entry.tap(node, &models, state.environment) == nil {
              wrong.append("\(name): no key, and the pattern's tap presses nothing")
            }
            continue
          }
          if !entry.keys.contains(key) { wrong.append("\(name): \(key.label) is not bound") }
          // While a field has focus the key is text; the click still acts (Send).
          guard !entry.isTyping(state.models) else { continue }
          let pressed = reduce(state, .key(key), at: 1)
          if clicked.models != pressed.models {
            wrong.append("\(name): not what \(key.label) does")
          }
        }
      }
    }
    #expect(checked > 0 || entry.keys.isEmpty, "a pattern with keys has controls")
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
  }

  @Test(arguments: [Pose.closed, .open])
  func aTabShowsItself(pose: Pose) throws {
    var state = EmulatorState(pose: pose, pattern: TabsToSidebarPattern.id)
    let tabs = state.tree.shownWindowNodes.filter { $0.id.hasPrefix("tabbar.") }
    let last = try #require(tabs.last)
    #expect(tabs.count > 1)
    state = reduce(state, .tap(try TapTests.center(state, last.id)), at: 0)
    #expect(state.models[TabsToSidebarPattern.self].tabs.selected == "\(last.id.dropFirst(7))")
  }

  @Test(arguments: [Pose.closed, .book])
  func aChapterInTheContentsOpensIt(pose: Pose) throws {
    var state = reduce(EmulatorState(pose: pose, pattern: .twoPage), .key(.character("c")), at: 0)
    state = reduce(state, .tap(try TapTests.center(state, "contents.chapter.3")), at: 1)
    let pagination = TwoPageGeometry(state.models.twoPage.book, env: state.environment).pagination
    #expect(state.models.twoPage.position == pagination.chapterStarts[2])
    #expect(!state.models.twoPage.showsContents)
  }
}

/// Rows, cards and places select themselves: a click on one that is not selected
/// leaves it drawn selected.
@Suite struct RowTapTests {
  @Test(
    arguments: [
      (PatternID.listDetail, "list.row."), (.feed, "feed.card."),
      (SupportingPanePattern.id, "recipe.step."), (DualViewPattern.id, "list.place."),
      (DualViewPattern.id, "map.place."), (ListDetailSummaryPattern.id, "list.note."),
      (TabsToSidebarPattern.id, "screen.row."),
    ], [Pose.closed, .open, .book])
  func aRowSelectsItself(row kind: (pattern: PatternID, prefix: String), pose: Pose) throws {
    let (pattern, prefix) = kind
    var state = EmulatorState(pose: pose, pattern: pattern)
    if pattern == DualViewPattern.id && pose == .closed && prefix == "map.place." {
      state = reduce(state, .key(.character("v")), at: 0)
    }
    let rows = state.tree.shownWindowNodes.filter {
      $0.id.hasPrefix(prefix) && !$0.id.dropFirst(prefix.count).contains(".")
        && $0.frame.width > 0 && $0.frame.height > 0
    }
    let row = try #require(rows.last { $0.emphasis != .selected }, "\(rows.map(\.id))")
    state = reduce(state, .tap(Point(x: row.frame.midX, y: row.frame.midY)), at: 1)
    #expect(state.tree.node(id: row.id)?.emphasis == .selected, "\(row.id)")
  }
}
