import Testing

@testable import DuoLayoutCore

/// Two audit rules for every pattern: the minimum touch target (44 × 44 pt,
/// Apple's HIG) and "no control is lost" (every control, every pose), each failing a
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
    arguments: [
      (20.0, 20.0, true), (44, 20, true), (20, 44, true), (44, 44, false), (64, 48, false),
    ])
  func touchTarget(width: Double, height: Double, small: Bool) {
    let tree = root([control("shutter", Rect(x: 16, y: 16, width: width, height: height))])
    let found = FoldAudit.findings(in: tree, env: closed)
    #expect(found.map(\.rule) == (small ? [.touchTargetTooSmall] : []))
    #expect(found.allSatisfy { $0.nodeID == "shutter" })
  }

  @Test func theLayoutCoreRoundsATouchTargetUpToWholeCells() {
    for metrics in [
      TextMetrics.standard, TextMetrics(columnWidth: 13.5), TextMetrics(columnWidth: 24),
    ] {
      let size = Size(
        width: TouchTarget.width(in: metrics), height: TouchTarget.height(in: metrics))
      #expect(TouchTarget.admits(size), "\(metrics)")
      #expect(size.width - metrics.columnWidth < TouchTarget.minimum, "no wider than it must be")
      #expect(size.height - metrics.lineHeight < TouchTarget.minimum, "no taller than it must be")
    }
  }

  @Test func aControlMissingFromAPoseIsLost() {
    let both = root([control("a"), control("b", Rect(x: 80, y: 16, width: 48, height: 48))])
    let onlyA = root([control("a")])
    let found = FoldAudit.lostFindings(
      across: [both, onlyA, both], names: ["open", "closed", "book"])
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

  @Test func aSideBarTooShortForItsItemsHidesTheRestBehindMore() throws {
    let items = (1...8).map { BarItem("item\($0)", symbol: "•", title: "Item \($0)") }
    let short = Rect(x: 0, y: 0, width: 382, height: 240)
    let (bar, _) = Toolbar.layout(items, in: short, env: closed)
    let shown = bar.children.filter { !$0.role.isHidden }
    #expect(shown.last?.id == "toolbar.more")
    #expect(shown.allSatisfy { TouchTarget.admits($0.frame.size) && short.contains($0.frame) })
    let overflow = try #require(bar.node(id: "toolbar.overflow"))
    #expect(overflow.role == .container(.hidden(reachedBy: "toolbar.more")))
    #expect(shown.count - 1 + overflow.children.count == items.count, "every item is somewhere")
    let tall = Toolbar.layout(items, in: Rect(x: 0, y: 0, width: 382, height: 644), env: closed).bar
    #expect(tall.node(id: "toolbar.more") == nil)
    #expect(FoldAudit.lostFindings(across: [root([tall]), root([bar])]).isEmpty)
    #expect(FoldAudit.findings(in: root([bar]), env: closed).isEmpty)
  }

  @Test func aSideBarThatWouldOutweighItsPaneGoesAlongTheBottomWithMore() throws {
    let items = ["back", "reply", "flag", "unread"].map { BarItem($0, symbol: "•", title: $0) }
    let profile = DeviceProfile.iPhoneDuo
    func env(_ size: TextSize) -> LayoutEnvironment {
      profile.environment(
        for: Pose.open.deviceState(profile),
        textMetrics: TextMetrics(columnWidth: size.columnWidth),
        options: EnvironmentOptions(splitView: SplitView(.oneThird), textSize: size))
    }
    // A ⅓ window at the largest size: a side bar would leave the pane under its width.
    let narrow = env(.accessibility5)
    let (bar, content) = Toolbar.layout(items, in: narrow.safeBounds, env: narrow)
    #expect(bar.frame.maxY == narrow.safeBounds.maxY && bar.frame.width == narrow.safeBounds.width)
    #expect(content.width == narrow.safeBounds.width, "the pane keeps the safe width")
    let shown = bar.children.filter { !$0.role.isHidden }
    #expect(shown.last?.id == "toolbar.more")
    #expect(shown.allSatisfy { TouchTarget.admits($0.frame.size) && bar.frame.contains($0.frame) })
    let overflow = try #require(bar.node(id: "toolbar.overflow"))
    #expect(shown.count - 1 + overflow.children.count == items.count, "every item is somewhere")
    #expect(FoldAudit.findings(in: root([bar]), env: narrow).isEmpty)
    // At the standard size the same window keeps its side bar, every item on it.
    let standard = env(.standard)
    let side = Toolbar.layout(items, in: standard.safeBounds, env: standard).bar
    #expect(side.frame.height == standard.safeBounds.height)
    #expect(side.node(id: "toolbar.more") == nil)
    #expect(FoldAudit.lostFindings(across: [root([side]), root([bar])]).isEmpty)
  }

  /// The profile's minimum reaches the layout through the environment: a dp
  /// profile's controls are made 48 dp, an iOS one's 44 pt, and the turned halves
  /// of a shared screen keep their device's minimum.
  @Test(arguments: DeviceRegistry.builtInNames)
  func controlsAreMadeAtTheProfilesMinimum(name: String) {
    let profile = DeviceRegistry.builtIn(name)
    let side = TouchTarget.minimum(in: profile.unit)
    for pose in Pose.allCases where profile.supports(pose) {
      let env = profile.environment(for: pose.deviceState(profile))
      #expect(env.textMetrics.touchSide == side)
      #expect(env.textMetrics.turned.touchSide == side)
      #expect(TouchTarget.height(in: env.textMetrics) >= side)
      #expect(TouchTarget.width(in: env.textMetrics) >= side)
      let half = SharedSplit(env: env).ownerEnvironment(for: .second, facing: .faceToFace, in: env)
      #expect(half.textMetrics.touchSide == side, "\(name) \(pose)")
    }
  }
}
