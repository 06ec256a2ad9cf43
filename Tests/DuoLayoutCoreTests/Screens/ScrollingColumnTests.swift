import Testing

@testable import DuoLayoutCore

/// A screen file's column that does not fit scrolls instead of piling parts into
/// one frame: no two nodes share cells in any pose at 200x50 or 80x24, every field
/// is laid out (shown, or held by the column's hidden view that scrolling
/// reaches), and the window onto the column follows the focused field.
@Suite struct ScrollingColumnTests {
  static let checkout = try! ScreenFile.read(
    """
    {"title": "Checkout", "pattern": "stack",
     "text": "Order summary: 2 × Linen shirt, £90.00; delivery, £4.95. Order total £94.95.",
     "fields": [{"id": "name", "label": "Name on card"}, {"id": "card", "label": "Card number"},
                {"id": "expiry", "label": "Expiry"}, {"id": "cvc", "label": "CVC"},
                {"id": "postcode", "label": "Postcode"}],
     "buttons": [{"id": "back", "symbol": "‹", "title": "Back"},
                 {"id": "pay", "symbol": "£", "title": "Pay"}]}
    """, file: "checkout.json")
  static let fields = ["name", "card", "expiry", "cvc", "postcode"]
  static let sizes = [TerminalSize.standard, TerminalSize(columns: 80, rows: 24)]

  static func tree(_ pose: Pose, _ size: TerminalSize, focus: String? = nil) -> LayoutNode {
    let env = EmulatorState(pose: pose, terminal: size).showing(checkout).environment
    var state = ScreenState()
    state.focus = focus
    return ScreenLayout.tree(ScreenModel(screen: checkout, state: state), in: env)
  }

  @Test(arguments: Pose.allCases, sizes)
  func nothingSharesAFrameAndEveryFieldIsLaidOut(pose: Pose, size: TerminalSize) {
    let tree = Self.tree(pose, size)
    let metrics = EmulatorState(pose: pose, terminal: size).environment.textMetrics
    #expect(FoldAudit.overlapFindings(in: tree, metrics: metrics).isEmpty, "\(pose) \(size)")
    for field in Self.fields {
      #expect(tree.node(id: "fields.\(field)") != nil, "\(field) in \(pose) at \(size)")
    }
  }

  @Test func closedAt80x24TheColumnScrollsAndTheFocusedFieldIsInView() throws {
    let size = TerminalSize(columns: 80, rows: 24)
    let top = Self.tree(.closed, size)
    let column = try #require(top.node(id: "stack"))
    #expect(column.role == .scroll)
    let away = try #require(top.node(id: "stack.away"))
    #expect(away.role == .container(.hidden(reachedBy: "stack")))
    #expect(away.node(id: "fields.postcode") != nil, "the last field is scrolled away at first")
    #expect(away.node(id: "buttons.pay") != nil)
    #expect(column.children.contains { $0.id == "text" }, "the summary shows first")

    let last = Self.tree(.closed, size, focus: "postcode")
    let scrolled = try #require(last.node(id: "stack"))
    let shown = Set(scrolled.children.map(\.id))
    #expect(shown.contains("fields.postcode"), "the focused field is in view")
    #expect(shown.contains("buttons"), "the last field brings the buttons under it into view")
    for id in ["fields.postcode", "buttons"] {
      let node = try #require(scrolled.children.first { $0.id == id })
      #expect(scrolled.frame.contains(node.frame), "\(id) whole in the column")
    }
  }

  @Test func pageDownScrollsTheColumnToItsEndAndPageUpBack() throws {
    let size = TerminalSize(columns: 80, rows: 24)
    let env = EmulatorState(pose: .closed, terminal: size).showing(Self.checkout).environment
    var model = ScreenModel(screen: Self.checkout)
    var pages = 0
    while ScreenPattern.layout(model, in: env).node(id: "stack.away")?.node(id: "buttons.pay")
      != nil
    {
      ScreenPattern.perform(.move(.pageDown), on: &model, in: env)
      pages += 1
      try #require(pages < 20, "PageDown never brings Pay into view")
    }
    #expect(pages > 0)
    #expect((model.state.columnScroll["stack"] ?? 0) > 0)
    let end = model.state.columnScroll["stack"]
    ScreenPattern.perform(.move(.pageDown), on: &model, in: env)
    #expect(model.state.columnScroll["stack"] == end, "no further than the end")
    // PageUp walks back to the top, where the summary shows again.
    for _ in 0..<pages { ScreenPattern.perform(.move(.pageUp), on: &model, in: env) }
    #expect(model.state.columnScroll["stack"] == nil)
    let top = ScreenPattern.layout(model, in: env)
    #expect(top.node(id: "stack")?.children.contains { $0.id == "text" } == true)
  }
}
