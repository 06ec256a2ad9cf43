import Testing

@testable import DuoLayoutCore

/// A body that runs past its pane scrolls: its lines are all one PageUp/PageDown
/// run away, the position is kept per item through a fold, and the audit finds no
/// text lost in it.
@Suite struct ScrollingBodyTests {
  static let metrics = TextMetrics(columnWidth: 10, lineHeight: 20)
  static let long = (1...40).map { "word\($0)" }.joined(separator: " ")

  @Test func textThatFitsStaysText() {
    let node = LayoutNode.scrolling(
      id: "b", "short", frame: Rect(x: 0, y: 0, width: 100, height: 60),
      metrics: Self.metrics, offset: 3, direction: .leftToRight)
    #expect(node.role == .text("short"))
  }

  @Test(arguments: [1, 2, 3, 5]) func everyLineIsReachable(room: Int) {
    let frame = Rect(x: 0, y: 0, width: 120, height: Double(room) * 20)
    let all = TextWrap.lines(Self.long, width: 10)
    var seen: Set<String> = []
    var offset = 0
    var marks: [String] = []
    for _ in 0...all.count {
      let node = LayoutNode.scrolling(
        id: "b", Self.long, frame: frame, metrics: Self.metrics, offset: offset,
        direction: .leftToRight)
      #expect(node.role == .scroll)
      guard case .label(let text) = node.children.first?.role else {
        Issue.record("no label")
        return
      }
      let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(rows.count == room)
      for row in rows {
        seen.insert(String(row.dropLast()).trimmingTrailingSpaces)
        marks.append(String(row.last ?? " "))
      }
      #expect(FoldAudit.textFindings(in: node, metrics: Self.metrics).isEmpty)
      let next = LayoutNode.scrolled(
        offset, pages: 1, Self.long, frame: frame, metrics: Self.metrics)
      if next == offset { break }
      offset = next
    }
    #expect(Set(all).isSubset(of: seen))
    #expect(marks.contains("↓"))
    if room > 1 { #expect(marks.contains("↑")) }
    #expect(
      LayoutNode.scrolled(offset, pages: -100, Self.long, frame: frame, metrics: Self.metrics) == 0)
  }

  static func opened(_ pose: Pose, keys: [Key]) -> EmulatorState {
    var state = EmulatorState(
      pose: pose, terminal: TerminalSize(columns: 80, rows: 24), pattern: .listDetail)
    for key in [Key.down, .down, .down, .enter] + keys { state = reduce(state, .key(key), at: 0) }
    return state
  }

  static func firstLine(_ state: EmulatorState, _ id: String) -> String? {
    guard case .label(let text) = state.shownTree.node(id: id + ".lines")?.role else { return nil }
    return text.split(separator: "\n").first.map { String($0.dropLast()).trimmingTrailingSpaces }
  }

  @Test func pageDownScrollsTheOpenMessageAndPageUpComesBack() throws {
    let opened = Self.opened(.closed, keys: [])
    #expect(opened.shownTree.node(id: "detail.body")?.role == .scroll)
    #expect(opened.models.listDetail.bodyScroll.isEmpty)
    let down = Self.opened(.closed, keys: [.pageDown])
    let offset = try #require(down.models.listDetail.bodyScroll[4])
    #expect(offset > 0)
    #expect(down.models.listDetail.selection == 4)
    #expect(Self.firstLine(down, "detail.body") != Self.firstLine(opened, "detail.body"))
    let back = Self.opened(.closed, keys: [.pageDown, .pageUp])
    #expect(back.models.listDetail.bodyScroll.isEmpty)
    // Another message keeps its own place: the next one opens at its top.
    let other = reduce(reduce(down, .key(.escape), at: 0), .key(.down), at: 0)
    #expect(other.models.listDetail.bodyScroll[5] == nil)
    #expect(other.models.listDetail.bodyScroll[4] == offset)
  }

  @Test func theScrollPositionSurvivesAFold() throws {
    let down = Self.opened(.closed, keys: [.pageDown])
    let offset = try #require(down.models.listDetail.bodyScroll[4])
    var folded = EmulatorState(
      pose: .tabletop, terminal: TerminalSize(columns: 80, rows: 24), pattern: .listDetail)
    folded.models = down.models
    let body = try #require(folded.shownTree.node(id: "detail.body.lines"))
    guard case .label(let text) = body.role else { return #expect(Bool(false)) }
    // Not at the top any more: the first row says more is above.
    #expect(text.split(separator: "\n").first?.last == "↑")
    #expect(folded.models.listDetail.bodyScroll[4] == offset)
  }

  @Test func theNoteScrollsToo() throws {
    var state = EmulatorState(
      pose: .closed, terminal: TerminalSize(columns: 80, rows: 24),
      pattern: .listDetailSummary)
    for key in [Key.enter, .pageDown] { state = reduce(state, .key(key), at: 0) }
    let model = state.models.listDetailSummary
    let id = try #require(model.notes.selection)
    #expect(state.shownTree.node(id: "note.body")?.role == .scroll)
    #expect((model.bodyScroll[id] ?? 0) > 0)
  }

  @Test(arguments: [PatternID.listDetail, .listDetailSummary])
  func theAuditFindsNoBodyLost(pattern: PatternID) {
    for pose in Pose.allCases {
      for size in PatternFixtures.sizes {
        var state = EmulatorState(pose: pose, terminal: size, pattern: pattern)
        state = reduce(state, .key(.enter), at: 0)
        let env = state.shownEnvironment
        let lost = FoldAudit.textFindings(in: state.shownTree, metrics: env.textMetrics)
          .filter { $0.nodeID.hasSuffix(".body") }
        #expect(lost.isEmpty, "\(pose) \(size): \(lost)")
      }
    }
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
