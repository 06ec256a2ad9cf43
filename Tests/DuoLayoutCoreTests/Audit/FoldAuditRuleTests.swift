import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// Each audit rule fails a layout that breaks it, naming the rule, and a layout
/// that keeps them all passes.
@Suite struct FoldAuditRuleTests {
  let book = DeviceProfile.iPhoneDuo.environment(for: Pose.book.deviceState(.iPhoneDuo))
  let open = DeviceProfile.iPhoneDuo.environment(for: Pose.open.deviceState(.iPhoneDuo))

  func root(_ children: [LayoutNode]) -> LayoutNode {
    LayoutNode(
      id: "root", role: .container(.plain), frame: Rect(x: 0, y: 0, width: 951, height: 669),
      children: children)
  }

  func control(_ id: String, _ frame: Rect, symbol: String = "⇪", title: String = "Share")
    -> LayoutNode
  {
    LayoutNode(id: id, role: .control(symbol: symbol, title: title), frame: frame)
  }

  func rules(_ tree: LayoutNode, _ env: LayoutEnvironment) -> Set<AuditRule> {
    Set(FoldAudit.findings(in: tree, env: env).map(\.rule))
  }

  @Test func aLayoutThatKeepsEveryRulePasses() {
    let tree = root([
      LayoutNode(
        id: "toolbar", role: .container(.bar), frame: Rect(x: 800, y: 200, width: 64, height: 200),
        children: [control("toolbar.share", Rect(x: 808, y: 210, width: 48, height: 48))]),
      LayoutNode(
        id: "grid", role: .grid(columns: 4), frame: Rect(x: 0, y: 0, width: 800, height: 600)),
      LayoutNode(
        id: "field", role: .field(text: "", cursor: nil, placeholder: ""),
        frame: Rect(x: 520, y: 600, width: 200, height: 48)),
    ])
    #expect(FoldAudit.findings(in: tree, env: book).isEmpty)
  }

  @Test func aControlInTheActiveFold() {
    let tree = root([control("toolbar.share", Rect(x: 450, y: 100, width: 44, height: 44))])
    let findings = FoldAudit.findings(in: tree, env: book)
    #expect(findings.map(\.rule) == [.controlInActiveRegion])
    #expect(findings.first?.nodeID == "toolbar.share")
    #expect(FoldAudit.findings(in: tree, env: open).isEmpty, "flat, the fold is inactive")
  }

  @Test func aControlUnderTheStatusBar() {
    let tree = root([control("toolbar.delete", Rect(x: 870, y: 10, width: 20, height: 20))])
    #expect(rules(tree, open).contains(.controlInActiveRegion))
    #expect(rules(tree, open).contains(.outsideSafeArea))
  }

  @Test func aControlOutsideTheSafeArea() {
    let tree = root([control("toolbar.share", Rect(x: 100, y: 640, width: 44, height: 44))])
    #expect(rules(tree, open) == [.outsideSafeArea])
  }

  @Test func anOddGridAcrossAFoldActiveOrNot() {
    let tree = root([
      LayoutNode(
        id: "grid", role: .grid(columns: 3), frame: Rect(x: 0, y: 0, width: 860, height: 600))
    ])
    #expect(rules(tree, open) == [.oddColumnsAcrossFold])
    #expect(rules(tree, book) == [.oddColumnsAcrossFold])
    let closed = DeviceProfile.iPhoneDuo.environment(for: Pose.closed.deviceState(.iPhoneDuo))
    #expect(rules(tree, closed).isEmpty, "no fold crosses the closed display")
  }

  @Test func aBarItemWithoutATitleOrNotAControl() {
    let tree = root([
      LayoutNode(
        id: "toolbar", role: .container(.bar), frame: Rect(x: 800, y: 200, width: 40, height: 200),
        children: [
          control("toolbar.blank", Rect(x: 800, y: 210, width: 44, height: 44), title: " "),
          LayoutNode(
            id: "toolbar.label", role: .text("hi"),
            frame: Rect(x: 808, y: 260, width: 24, height: 16)),
        ])
    ])
    let findings = FoldAudit.findings(in: tree, env: open)
    #expect(Set(findings.map(\.nodeID)) == ["toolbar.blank", "toolbar.label"])
    #expect(Set(findings.map(\.rule)) == [.barItemWithoutSymbolOrTitle])
  }

  @Test func aFieldInTheFoldOrAControlInItsMargins() {
    let tree = root([
      LayoutNode(
        id: "draft", role: .field(text: "", cursor: nil, placeholder: ""),
        frame: Rect(x: 300, y: 580, width: 200, height: 48)),
      control("send", Rect(x: 500, y: 520, width: 44, height: 44)),
    ])
    let findings = FoldAudit.findings(in: tree, env: book)
    #expect(Set(findings.map(\.nodeID)) == ["draft", "send"])
    #expect(Set(findings.map(\.rule)) == [.interactiveInFold])
  }

  @Test func controlsThatChangeOrderBetweenPoses() {
    let first = root([control("a", a), control("b", b)])
    let second = root([control("b", b), control("a", a)])
    let found = FoldAudit.orderFindings(across: [first, first, second])
    #expect(found.count == 1)
    #expect(found.first?.index == 2)
    #expect(found.first?.finding.rule == .controlOrderChanged)
    #expect(
      FoldAudit.orderFindings(across: [first, root([control("a", a)]), first]).isEmpty,
      "a missing control is not a reorder")
  }

  let a = Rect(x: 10, y: 10, width: 20, height: 20)
  let b = Rect(x: 40, y: 10, width: 20, height: 20)

  @Test(arguments: PatternRegistry.standard.ids, Pose.allCases)
  func theShippedPatternsPassEveryRule(pattern: PatternID, pose: Pose) {
    for screen in PatternRegistry.standard[pattern].auditScreens {
      for size in [TerminalSize.standard, TerminalSize(columns: 80, rows: 24)] {
        let state = screen.state(pose: pose, terminal: size, pattern: pattern)
        let findings = FoldAudit.findings(in: state.tree, env: state.environment)
        #expect(
          findings.isEmpty,
          "\(pattern) \(screen.name) \(pose) \(size): \(findings.map { "\($0.nodeID) \($0.rule.rawValue) \($0.detail)" })"
        )
      }
    }
  }

  @Test(
    "the audit's screens reach the controls that only some screens show",
    arguments: [
      (PatternID.listDetail, "detail", "detail.draft"),
      (.twoPage, "contents", "contents.chapter.1"),
      (.sharedSplit, "four-in-a-row", "second.leave"),
      (.sharedSplit, "pong", "first.paddle"),
    ])
  func screensReachTheirControls(pattern: PatternID, screen: String, nodeID: String) throws {
    let chosen = try #require(
      PatternRegistry.standard[pattern].auditScreens.first { $0.name == screen })
    let state = chosen.state(pose: .closed, terminal: .standard, pattern: pattern)
    #expect(state.tree.node(id: nodeID) != nil, "\(nodeID) on the \(screen) screen")
    let start = EmulatorState(pose: .closed, terminal: .standard, pattern: pattern)
    #expect(start.tree.node(id: nodeID) == nil, "\(nodeID) is not on the first screen")
  }
}

/// On the iPhone Duo simulator a tab bar was drawn over a screen's vertical toolbar on the closed
/// display: two bars that overlap are a finding, two side by side are not.
@Suite struct OverlappingBarsRuleTests {
  let closed = DeviceProfile.iPhoneDuo.environment(for: Pose.closed.deviceState(.iPhoneDuo))

  func bar(_ id: String, x: Double) -> LayoutNode {
    LayoutNode(
      id: id, role: .container(.bar), frame: Rect(x: x, y: 0, width: 40, height: 400),
      children: [
        LayoutNode(
          id: "\(id).item", role: .control(symbol: "☀", title: "Today"),
          frame: Rect(x: x + 8, y: 16, width: 24, height: 16))
      ])
  }

  func findings(_ bars: [LayoutNode]) -> [AuditFinding] {
    let tree = LayoutNode(
      id: "root", role: .container(.plain), frame: Rect(x: 0, y: 0, width: 382, height: 644),
      children: bars)
    return FoldAudit.findings(in: tree, env: closed).filter { $0.rule == .barsOverlap }
  }

  @Test func aTabBarOverTheToolbarIsAFinding() {
    let found = findings([bar("toolbar", x: 300), bar("tabbar", x: 320)])
    #expect(found.map(\.nodeID) == ["tabbar"])
    #expect(found.first?.detail.contains("toolbar") == true)
  }

  @Test func barsSideBySideAreFine() {
    #expect(findings([bar("toolbar", x: 300), bar("tabbar", x: 260)]).isEmpty)
  }
}
