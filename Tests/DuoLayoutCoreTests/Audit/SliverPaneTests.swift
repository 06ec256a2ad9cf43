import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// Text in a pane a fold leaves a sliver of: a Split View window the fold crosses
/// near its edge, at any text size. The reader, the mailbox and the notes once
/// showed a running head with no page, a subject with no body, a summary two
/// columns wide; each now shows its text whole or lets it scroll, so `text-lost`
/// finds nothing, and every line is one key away.
@Suite struct SliverPaneTests {
  static let small = TerminalSize(columns: 80, rows: 24)
  static let large = TerminalSize(columns: 200, rows: 50)

  static func state(
    _ pattern: PatternID, _ pose: Pose, _ size: TerminalSize = small,
    split: SplitView? = SplitView(.twoThirds, side: .leading), text: TextSize = .standard,
    keys: [Key] = []
  ) -> EmulatorState {
    var state = EmulatorState(pose: pose, terminal: size, pattern: pattern)
    state.options = EnvironmentOptions(splitView: split, textSize: text)
    for key in keys { state = reduce(state, .key(key), at: 0) }
    return state
  }

  /// True when `tree` draws the node `id`: it is there and no view holding it is
  /// hidden.
  static func shows(_ tree: LayoutNode, _ id: String) -> Bool {
    guard !tree.role.isHidden else { return false }
    return tree.id == id || tree.children.contains { shows($0, id) }
  }

  /// The environments that lost text before: every Split View, the default and the
  /// largest text sizes, both directions.
  static let environments = EnvironmentOptions.combinations(
    splits: [nil] + SplitView.allCases,
    textSizes: [.standard, .accessibility1, .accessibility3, .accessibility5],
    directions: [.leftToRight, .rightToLeft])

  @Test(arguments: [PatternID.twoPage, .listDetail, .listDetailSummary])
  func noTextIsLostInAnySplitViewOrTextSize(pattern: PatternID) {
    let sweep = AuditSweep(
      profile: .iPhoneDuo, patterns: [pattern], poses: Pose.allCases,
      sizes: [Self.small, Self.large], environments: Self.environments)
    let lost = sweep.run().flatMap { auditCase in
      auditCase.findings.filter { $0.rule == .textLost }.map {
        "\(auditCase.unit.key): \($0.nodeID) \($0.detail)"
      }
    }
    #expect(lost.isEmpty, "\(lost.count) lost: \(lost.prefix(3))")
  }

  @Test(arguments: [Pose.open, .book, .openTall])
  func aSpreadTooSmallToReadBecomesOnePage(pose: Pose) throws {
    let state = Self.state(.twoPage, pose, text: .accessibility5)
    let tree = state.shownTree
    #expect(tree.node(id: "page.second") == nil, "one page, not two slivers")
    let page = try #require(tree.node(id: "page.first"))
    let columns = state.environment.textMetrics.columns(in: page.frame.width)
    #expect(columns >= TwoPageGeometry.leastPage.columns, "\(page.frame)")
    // Open and flat with room, the spread is two pages still.
    let open = EmulatorState(pose: .open, terminal: Self.large, pattern: .twoPage)
    #expect(open.shownTree.node(id: "page.second") != nil)
  }

  /// Under a tabletop's fold in a ⅔ window the summary has a line or two: PageDown
  /// runs through every key point, and PageUp comes back to the top.
  @Test func theSummaryScrollsThroughEveryKeyPoint() throws {
    var state = Self.state(.listDetailSummary, .tabletop, keys: [.character("m")])
    let note = try #require(ListDetailSummaryPattern.note(state.models.listDetailSummary))
    #expect(state.shownTree.node(id: "summary.text")?.role == .scroll)
    var seen = ""
    for _ in 0..<100 {
      guard case .label(let text) = state.shownTree.node(id: "summary.text.lines")?.role else {
        Issue.record("the summary does not scroll")
        return
      }
      seen += text + "\n"
      let before = state.models.listDetailSummary.summaryScroll[note.id]
      state = reduce(state, .key(.pageDown), at: 0)
      if state.models.listDetailSummary.summaryScroll[note.id] == before { break }
    }
    for point in note.summary {
      let last = try #require(point.split(separator: " ").last)
      #expect(seen.contains(last), "\(point)")
    }
    for _ in 0..<100 { state = reduce(state, .key(.pageUp), at: 0) }
    #expect(state.models.listDetailSummary.summaryScroll[note.id] == nil)
  }

  /// A pane too short for the draft and a line of the message: the message shows,
  /// Reply brings the draft in its place, and Reply again brings the message back.
  @Test func replySwitchesBetweenTheMessageAndTheDraft() throws {
    var state = Self.state(
      .listDetail, .tabletop, Self.large, text: .accessibility3, keys: [.enter])
    func shown(_ id: String) -> Bool { Self.shows(state.shownTree, id) }
    #expect(shown("detail.body") && !shown("detail.draft"))
    let reply = try #require(state.tree.windowNode(id: "toolbar.reply"))
    let tap = Event.tap(Point(x: reply.frame.midX, y: reply.frame.midY))
    state = reduce(state, tap, at: 0)
    #expect(state.models.listDetail.isEditingDraft)
    #expect(shown("detail.draft") && !shown("detail.body"))
    state = reduce(state, tap, at: 1)
    #expect(!state.models.listDetail.isEditingDraft)
    #expect(shown("detail.body") && !shown("detail.draft"))
  }
}
