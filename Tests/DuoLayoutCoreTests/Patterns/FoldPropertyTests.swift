import Testing

@testable import DuoLayoutCore

/// The transition test as a property: over 1,000 fixed seeds, random device
/// actions interleaved with pattern input leave the model exactly as the same input
/// alone leaves it, and after every step no control is in an active region and the
/// selected or anchored item is on screen.
///
/// "The same input" is each key with the environment it was pressed in: a key like
/// ↓ in the feed means "the card below", which depends on the columns on screen.
/// Run B replays exactly those keys in exactly those environments, with no device
/// action; any difference between A and B is state a device action changed.
@Suite struct FoldPropertyTests {
  static let seeds = 1_000
  static let steps = 40

  static let deviceKeys: [Key] = [
    .function(2), .function(3), .function(4), .function(5), .function(6), .function(7),
    .control("o"), .control("k"), .control("t"), .control("r"),
    // The environment: Split View, a larger and a smaller text size, the
    // direction.
    .control("s"), .control("a"), .control("x"), .control("f"),
  ]

  /// Every key the pattern binds, its letters in upper case too, and some text.
  static func patternKeys(_ pattern: PatternID) -> [Key] {
    let table = PatternRegistry.standard[pattern].keys
    let upper = table.compactMap { key -> Key? in
      guard case .character(let c) = key, c.isLowercase else { return nil }
      return .character(Character(c.uppercased()))
    }
    return table + upper + "hey yo".map { Key.character($0) }
  }

  @Test func deviceActionsNeverChangeTheModel() {
    var failures: [String] = []
    for seed in 0..<Self.seeds {
      var random = SeededGenerator(seed: UInt64(seed))
      let pattern = PatternFixtures.withModels.randomElement(using: &random)!
      let size = PatternFixtures.sizes.randomElement(using: &random)!
      var state = PatternFixtures.state(pattern, Pose.allCases.randomElement(using: &random)!, size)
      var alone = state.models
      let keys = Self.patternKeys(pattern)
      let entry = PatternRegistry.standard[pattern]
      for step in 0..<Self.steps {
        // Time passes alike in both runs: whatever it does (an armed Leave
        // disarming) is not a device action's doing.
        entry.tick(&alone, Double(step))
        if Int.random(in: 0..<3, using: &random) == 0 {
          var before = state.models
          entry.tick(&before, Double(step))
          state = reduce(
            state, .key(Self.deviceKeys.randomElement(using: &random)!), at: Double(step))
          if state.models != before {
            failures.append("seed \(seed) step \(step): a device key changed the model")
          }
        } else {
          let key = keys.randomElement(using: &random)!
          let env = state.environment
          let typing = entry.isTyping(state.models)
          state = reduce(state, .key(key), at: Double(step))
          if typing || Keymap.standard.command(for: key) == nil {
            _ = entry.handle(key, &alone, env)
          }
        }
        if state.models != alone { failures.append("seed \(seed) step \(step): models differ") }
        let problems = PatternFixtures.problems(state.tree, env: state.environment)
        if !problems.isEmpty { failures.append("seed \(seed) step \(step): \(problems)") }
        if let missing = Self.missingFocus(state) {
          failures.append(
            "seed \(seed) step \(step) (\(state.pose.argument), \(state.terminal), "
              + "\(state.options.words.joined(separator: " "))): \(missing)")
        }
        if failures.count > 5 { break }
      }
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  /// Why the selected or anchored item is not on screen, or nil when it is.
  static func missingFocus(_ state: EmulatorState) -> String? {
    let tree = state.tree
    let models = state.models
    switch state.pattern {
    case .listDetail:
      let selection = models.listDetail.selection
      if tree.node(id: "list") != nil, tree.node(id: "list.row.\(selection)") == nil {
        return "message \(selection) is not in the list"
      }
      if let subject = tree.node(id: "detail.subject"), case .label(let text) = subject.role,
        !BidiText.unmarked(text).hasPrefix(
          String(Mailbox.standard.messages[selection - 1].subject.prefix(3)))
      {
        return "the detail does not show message \(selection)"
      }
    case .twoPage:
      let geometry = TwoPageGeometry(state.models.twoPage.book, env: state.environment)
      let index = geometry.pagination.pageIndex(containing: models.twoPage.position)
      let page = geometry.pagination.page(index)
      guard let shown = tree.node(id: "page.first.text") ?? tree.node(id: "page.second.text"),
        case .label(let text) = shown.role,
        text == page.lines.joined(separator: "\n")
          || tree.node(id: "page.second.text").map({ node in
            if case .label(let t) = node.role {
              t == page.lines.joined(separator: "\n")
            } else {
              false
            }
          }) == true
      else {
        return models.twoPage.showsContents
          ? nil : "the page with the reading position is not shown"
      }
    case .feed:
      let feed = models.feed
      if tree.node(id: "feed.card.\(feed.selection)") == nil
        && tree.node(id: "feed.card.\(feed.anchor)") == nil
      {
        return "neither card \(feed.selection) nor \(feed.anchor) is on screen"
      }
    case .sharedSplit:
      for seat in Seat.allCases {
        guard let half = tree.node(id: seat.id), !half.children.isEmpty else {
          return "the \(seat.id) half is missing or empty"
        }
        // The board, or, in a half too short for it, the words saying so.
        if models.shared.playing == .fourInARow, tree.node(id: "\(seat.id).board.row.6") == nil,
          tree.node(id: "\(seat.id).board.no-room") == nil
        {
          return "the \(seat.id) half shows neither the board nor that it has no room for it"
        }
      }
    case .supportingPane:
      let steps = models.supportingPane.steps
      if let step = steps.selection, tree.node(id: "recipe.steps") != nil,
        tree.node(id: "recipe.step.\(step)") == nil
      {
        return "step \(step) is not in the recipe"
      }
    case .dualView:
      if let place = models.dualView.places.selection,
        tree.node(id: "list.place.\(place)") == nil && tree.node(id: "map.place.\(place)") == nil
      {
        return "place \(place) is neither in the list nor on the map"
      }
    case .listDetailSummary:
      let notes = models.listDetailSummary.notes
      if let note = notes.selection, tree.node(id: "list.rows") != nil,
        tree.node(id: "list.note.\(note)") == nil
      {
        return "note \(note) is not in the list"
      }
    case .tabsToSidebar:
      let tabs = models.tabsToSidebar.tabs
      let id = tabs.selectedID(in: Allotment.standard.tabIDs) ?? ""
      if tree.node(id: "tabbar.\(id)")?.emphasis != .selected {
        return "tab \(id) is not selected in the bar"
      }
      if let row = tabs[id].list.selection, tree.node(id: "screen.row.\(row)") == nil {
        return "row \(row) of \(id) is not on screen"
      }
    default:
      break
    }
    return nil
  }
}
