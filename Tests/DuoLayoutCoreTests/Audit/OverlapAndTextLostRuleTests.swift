import Testing

@testable import DuoLayoutCore

/// The rules that keep everything laid out reachable: `overlap` (siblings never
/// share a frame), `text-lost` (no text cut without "…" or with no room), and
/// `touch-target-too-small` for every interactive node at the profile's minimum
/// (44 pt on iOS, 48 dp on Android). Each fails a tree that breaks it with exactly
/// one finding on the node that breaks it, and passes the same tree mended.
@Suite struct OverlapAndTextLostRuleTests {
  let closed = DeviceProfile.iPhoneDuo.environment(for: Pose.closed.deviceState(.iPhoneDuo))
  let metrics = TextMetrics.standard

  func root(_ children: [LayoutNode]) -> LayoutNode {
    LayoutNode(
      id: "root", role: .container(.plain), frame: Rect(x: 0, y: 0, width: 382, height: 644),
      children: children)
  }

  func field(_ id: String, y: Double, height: Double = 48) -> LayoutNode {
    LayoutNode(
      id: id, role: .field(text: "", cursor: nil, placeholder: "Name"),
      frame: Rect(x: 16, y: y, width: 300, height: height))
  }

  @Test func twoSiblingsSharingAFrameOverlapAndAContainerHoldingItsChildDoesNot() {
    let piled = root([field("name", y: 100), field("card", y: 100), field("expiry", y: 200)])
    let found = FoldAudit.overlapFindings(in: piled, metrics: metrics)
    #expect(found.map(\.nodeID) == ["card"])
    #expect(found.map(\.rule) == [.overlap])
    #expect(found.first?.detail.contains("overlaps name") == true)
    let apart = root([field("name", y: 100), field("card", y: 148), field("expiry", y: 200)])
    #expect(FoldAudit.overlapFindings(in: apart, metrics: metrics).isEmpty, "edges may touch")
    var box = LayoutNode(
      id: "form", role: .container(.boxed(title: "Card")),
      frame: Rect(x: 0, y: 0, width: 382, height: 400))
    box.children = [field("name", y: 100)]
    #expect(FoldAudit.overlapFindings(in: root([box]), metrics: metrics).isEmpty)
  }

  @Test func anOutlineSharesOnlyItsEdgeAndScrollingContentMayPassUnderAControl() {
    let outline = LayoutNode(
      id: "outline", role: .container(.boxed(title: nil)),
      frame: Rect(x: 0, y: 0, width: 382, height: 400))
    #expect(
      FoldAudit.overlapFindings(in: root([outline, field("in", y: 100)]), metrics: metrics)
        .isEmpty)
    let onTheEdge = FoldAudit.overlapFindings(
      in: root([outline, field("edge", y: 390)]), metrics: metrics)
    #expect(onTheEdge.map(\.nodeID) == ["edge"])
    let map = LayoutNode(id: "map", role: .scroll, frame: Rect(x: 0, y: 0, width: 382, height: 644))
    let zoom = LayoutNode(
      id: "zoom", role: .control(symbol: "+", title: "Zoom"),
      frame: Rect(x: 16, y: 500, width: 48, height: 48))
    #expect(FoldAudit.overlapFindings(in: root([map, zoom]), metrics: metrics).isEmpty)
    #expect(
      FoldAudit.overlapFindings(in: root([zoom, map]), metrics: metrics).map(\.nodeID) == ["map"],
      "content drawn over a control hides it")
  }

  @Test(
    "text with no room, text wrapped past its frame, and a label cut without … are lost",
    arguments: [
      (NodeRole.text("Order total £94.95"), 300.0, 0.0, true),
      (.text("Order total £94.95"), 300, 16, false),
      (.text("one two three four five six seven eight nine ten"), 80, 32, true),
      (.text("one two three four five six seven eight nine ten"), 80, 96, false),
      (.label("Order total £94.95"), 80, 16, true),
      (
        .label(TextLine.fit("Order total £94.95", direction: .leftToRight, width: 10)), 80, 16,
        false
      ),
      (.label("first\nsecond"), 300, 16, true),
      (.label("first\nsecond"), 300, 32, false),
      (.text("   "), 300, 0, false),
    ])
  func textLost(role: NodeRole, width: Double, height: Double, lost: Bool) {
    let tree = root([
      LayoutNode(id: "summary", role: role, frame: Rect(x: 16, y: 16, width: width, height: height))
    ])
    let found = FoldAudit.textFindings(in: tree, metrics: metrics)
    #expect(found.map(\.nodeID) == (lost ? ["summary"] : []))
    #expect(found.allSatisfy { $0.rule == .textLost })
  }

  @Test func everyInteractiveNodeNeedsATouchTargetAndAndroidsIs48dp() throws {
    let thin = root([field("name", y: 100, height: 16)])
    #expect(
      FoldAudit.findings(in: thin, env: closed).map(\.rule) == [.touchTargetTooSmall],
      "a field one line tall is too small to tap")
    let tall = root([field("name", y: 100, height: 44)])
    #expect(FoldAudit.findings(in: tall, env: closed).isEmpty, "44 pt is enough on iOS")
    var android = closed
    android.device = DeviceLabel(name: "Pixel Fold", unit: .dp)
    let found = FoldAudit.findings(in: tall, env: android)
    #expect(found.map(\.rule) == [.touchTargetTooSmall], "44 dp is not enough on Android")
    #expect(found.first?.detail.hasSuffix("48 × 48 dp") == true, "\(found)")
    #expect(FoldAudit.findings(in: root([field("name", y: 100)]), env: android).isEmpty)
  }

  /// The rules through the audit's own entry (`FoldAudit.findings`, what every
  /// command and the CI sweep run), on trees built by hand: no file a designer
  /// can write breaks them any more, so these are what fail if a rule were taken
  /// out of the audit. Each broken tree has exactly its rule's finding, on the
  /// node that breaks it; the same tree mended has none.
  @Test func theAuditFindsTwoNodesDrawnOneOverTheOther() {
    let pay = LayoutNode(
      id: "pay", role: .control(symbol: "✓", title: "Pay"),
      frame: Rect(x: 16, y: 100, width: 96, height: 48))
    var total = LayoutNode(
      id: "total", role: .label("Total £94.95"), frame: Rect(x: 16, y: 116, width: 200, height: 16))
    let found = FoldAudit.findings(in: root([pay, total]), env: closed)
    #expect(found.map(\.rule) == [.overlap])
    #expect(found.map(\.nodeID) == ["total"])
    total.frame.origin.y = 148
    #expect(FoldAudit.findings(in: root([pay, total]), env: closed).isEmpty)
  }

  @Test(arguments: [
    (NodeRole.text("Order total £94.95"), 0.0),
    (.label("Order total £94.95"), 16),
    (.label("Order total\nincluding VAT"), 16),
  ])
  func theAuditFindsTextCutWithNoWayToIt(role: NodeRole, height: Double) {
    let summary = LayoutNode(
      id: "summary", role: role, frame: Rect(x: 16, y: 16, width: 80, height: height))
    let found = FoldAudit.findings(in: root([summary]), env: closed)
    #expect(found.map(\.rule) == [.textLost])
    #expect(found.map(\.nodeID) == ["summary"])
    var mended = summary
    mended.frame = Rect(x: 16, y: 16, width: 300, height: 32)
    #expect(FoldAudit.findings(in: root([mended]), env: closed).isEmpty)
  }

  @Test(arguments: [
    NodeRole.control(symbol: "−", title: "Fewer"),
    .field(text: "2", cursor: nil, placeholder: "Qty"),
  ])
  func theAuditFindsAnInteractiveNodeTooSmallToTap(role: NodeRole) {
    let small = LayoutNode(
      id: "quantity", role: role, frame: Rect(x: 16, y: 100, width: 40, height: 32))
    let found = FoldAudit.findings(in: root([small]), env: closed)
    #expect(found.map(\.rule) == [.touchTargetTooSmall])
    #expect(found.map(\.nodeID) == ["quantity"])
    var mended = small
    mended.frame.size = Size(width: 44, height: 44)
    #expect(FoldAudit.findings(in: root([mended]), env: closed).isEmpty)
  }

  /// Text lost fails an audit, as the fold rules do; overlap still warns.
  @Test func overlapIsAnErrorByDefault() {
    #expect(AuditRule.overlap.defaultLevel == .error)
    #expect(AuditConfig().level(of: .overlap, node: "summary") == .error)
  }

  @Test func textLostIsAnErrorByDefault() {
    #expect(AuditRule.textLost.defaultLevel == .error)
    #expect(AuditConfig().level(of: .textLost, node: "summary") == .error)
  }

  @Test func everyRuleHasASummaryABasisAndAPageToExplainIt() {
    for rule in [AuditRule.overlap, .textLost, .touchTargetTooSmall, .controlLost] {
      #expect(!rule.summary.isEmpty && !rule.basis.isEmpty && rule.helpURI.hasPrefix("https://"))
    }
    #expect(AuditRule.overlap.rawValue == "overlap")
    #expect(AuditRule.textLost.rawValue == "text-lost")
  }
}
