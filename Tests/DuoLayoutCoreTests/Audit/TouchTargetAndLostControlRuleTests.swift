import Testing

@testable import DuoLayoutCore

/// Issue 17's two rules for every pattern: the minimum touch target (44 × 44 pt,
/// Apple's HIG) and "no control is lost" (seed 002, How to test it), each failing a
/// layout that breaks it and passing one that keeps it.
@Suite struct TouchTargetAndLostControlRuleTests {
  let closed = DeviceProfile.iPhoneDuo.environment(for: Pose.closed.deviceState(.iPhoneDuo))

  func root(_ children: [LayoutNode]) -> LayoutNode {
    LayoutNode(
      id: "root", role: .container(.plain), frame: Rect(x: 0, y: 0, width: 382, height: 644),
      children: children)
  }

  func control(_ id: String, _ frame: Rect = Rect(x: 16, y: 16, width: 48, height: 48))
    -> LayoutNode
  {
    LayoutNode(id: id, role: .control(symbol: "⇪", title: "Share"), frame: frame)
  }

  @Test(
    "a control smaller than 44 × 44 pt either way is a finding; 44 × 44 is not",
    arguments: [(20.0, 20.0, true), (44, 20, true), (20, 44, true), (44, 44, false), (64, 48, false)])
  func touchTarget(width: Double, height: Double, small: Bool) {
    let tree = root([control("shutter", Rect(x: 16, y: 16, width: width, height: height))])
    let found = FoldAudit.findings(in: tree, env: closed)
    #expect(found.map(\.rule) == (small ? [.touchTargetTooSmall] : []))
    #expect(found.allSatisfy { $0.nodeID == "shutter" })
  }

  @Test func theLayoutCoreRoundsATouchTargetUpToWholeCells() {
    for metrics in [TextMetrics.standard, TextMetrics(columnWidth: 13.5), TextMetrics(columnWidth: 24)] {
      let size = Size(width: TouchTarget.width(in: metrics), height: TouchTarget.height(in: metrics))
      #expect(TouchTarget.admits(size), "\(metrics)")
      #expect(size.width - metrics.columnWidth < TouchTarget.minimum, "no wider than it must be")
      #expect(size.height - metrics.lineHeight < TouchTarget.minimum, "no taller than it must be")
    }
  }

  @Test func aControlMissingFromAPoseIsLost() {
    let both = root([control("a"), control("b", Rect(x: 80, y: 16, width: 48, height: 48))])
    let onlyA = root([control("a")])
    let found = FoldAudit.lostFindings(across: [both, onlyA, both], names: ["open", "closed", "book"])
    #expect(found.map(\.index) == [1])
    #expect(found.map(\.finding.nodeID) == ["b"])
    #expect(found.first?.finding.rule == .controlLost)
    #expect(found.first?.finding.detail.contains("open") == true, "names where it was shown")
    #expect(FoldAudit.lostFindings(across: [both, both]).isEmpty)
  }

  @Test func aDeclaredPathExcusesTheAbsenceOnlyWhereItIsShown() {
    let list = LayoutNode(
      id: "list", role: .container(.plain), frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let withSend = root([control("send")])
    let path = ControlPath("send", reachedBy: "list", how: "open an item")
    #expect(FoldAudit.lostFindings(across: [withSend, root([list])], paths: [path]).isEmpty)
    let nowhere = FoldAudit.lostFindings(across: [withSend, root([])], paths: [path])
    #expect(nowhere.map(\.finding.nodeID) == ["send"], "the path's node is not shown")
  }

  func hidden(_ reachedBy: String?, children: [LayoutNode] = []) -> LayoutNode {
    LayoutNode(
      id: "secondary", role: .container(.hidden(reachedBy: reachedBy)),
      frame: Rect(x: 0, y: 100, width: 300, height: 300), children: children)
  }

  @Test func aHiddenViewDeclaresASwitchThatIsShown() {
    let lost = { (tree: LayoutNode) in
      FoldAudit.findings(in: tree, env: self.closed).filter { $0.rule == .controlLost }
        .map(\.nodeID)
    }
    #expect(lost(root([hidden(nil)])) == ["secondary"], "no switch declared")
    #expect(lost(root([hidden("style")])) == ["secondary"], "its switch is not on the screen")
    #expect(lost(root([hidden("style"), control("style")])).isEmpty)
  }

  @Test func aControlUnderAHiddenViewIsReachedByItsShownSwitch() {
    let shown = root([control("style"), control("zoom", Rect(x: 80, y: 16, width: 48, height: 48))])
    let tucked = root([control("style"), hidden("style", children: [control("zoom")])])
    #expect(FoldAudit.lostFindings(across: [shown, tucked]).isEmpty)
    let noSwitch = root([hidden("style", children: [control("zoom")])])
    #expect(
      Set(FoldAudit.lostFindings(across: [shown, noSwitch]).map(\.finding.nodeID))
        == ["style", "zoom"])
  }
}
