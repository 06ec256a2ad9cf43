import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// Right to left: region frames are measured from the top-leading
/// corner and mirrored (Apple's `reservedRegions`), the layout mirrors onto the glass, the
/// seats of the shared screen stay where they are, and text is written
/// in visual order by DuoTerm itself.
@Suite("Right to left")
struct RightToLeftTests {
  static let profile = DeviceProfile.iPhoneDuo

  static func state(_ pose: Pose, _ direction: LayoutDirection, pattern: PatternID? = nil)
    -> EmulatorState
  {
    EmulatorState(pose: pose, pattern: pattern, layoutDirection: direction)
  }

  @Test("book: the fold's and the occlusion's frames are mirrored, the insets swap sides")
  func mirroredRegions() throws {
    let ltr = Self.state(.book, .leftToRight).environment
    let rtl = Self.state(.book, .rightToLeft).environment
    #expect(rtl.layoutDirection == .rightToLeft)
    for (a, b) in zip(ltr.regions, rtl.regions) {
      #expect(b.frame == a.frame.mirrored(across: ltr.windowSize.width), "\(a.identifier)")
    }
    #expect(rtl.safeAreaInsets.left == ltr.safeAreaInsets.right)
    #expect(rtl.safeAreaInsets.right == ltr.safeAreaInsets.left)
    #expect(rtl.measured(for: .leftToRight) == ltr, "measuring back gives the same environment")
    #expect(rtl.physical == ltr)
  }

  @Test("list-detail in book mirrors: the list on the right of the fold, the detail on the left")
  func mirroredLayout() throws {
    let ltr = Self.state(.book, .leftToRight, pattern: .listDetail).tree
    let rtl = Self.state(.book, .rightToLeft, pattern: .listDetail).tree
    let fold = try #require(Self.state(.book, .leftToRight).environment.fold).frame
    #expect(try #require(ltr.node(id: "list")).frame.maxX <= fold.minX)
    #expect(try #require(ltr.node(id: "detail")).frame.minX >= fold.maxX)
    #expect(try #require(rtl.node(id: "list")).frame.minX >= fold.maxX)
    #expect(try #require(rtl.node(id: "detail")).frame.maxX <= fold.minX)
    #expect(rtl.allNodes.allSatisfy { $0.direction == .rightToLeft })
  }

  @Test(
    "every pattern passes the audit right to left in every pose",
    arguments: [Pose.closed, .closedLandscape, .open, .openTall, .book, .tabletop])
  func audit(pose: Pose) {
    var state = Self.state(pose, .rightToLeft)
    for entry in state.registry.entries {
      state.pattern = entry.id
      let findings = FoldAudit.findings(in: state.tree, env: state.environment)
      #expect(findings.isEmpty, "\(entry.id.argument): \(findings)")
    }
  }

  @Test(
    "the seats do not swap; the text in each half runs right to left",
    arguments: [Pose.book, .open])
  func seats(pose: Pose) throws {
    let ltr = Self.state(pose, .leftToRight, pattern: SharedSplitPattern.id).tree
    let rtl = Self.state(pose, .rightToLeft, pattern: SharedSplitPattern.id).tree
    for seat in Seat.allCases {
      let a = try #require(ltr.node(id: seat.id))
      let b = try #require(rtl.node(id: seat.id))
      #expect(a.frame == b.frame, "\(seat)")
      #expect(b.direction == .rightToLeft)
    }
    #expect(rtl.direction == .leftToRight)
  }

  @Test("Ctrl-F flips the direction and back; the models stay")
  func key() {
    var state = EmulatorState(pose: .book)
    state = reduce(state, .key(.down), at: 0)
    let models = state.models
    state = reduce(state, .key(.control("f")), at: 1)
    #expect(state.layoutDirection == .rightToLeft)
    #expect(state.environment.layoutDirection == .rightToLeft)
    #expect(state.models == models)
    state = reduce(state, .key(.control("f")), at: 2)
    #expect(state.layoutDirection == .leftToRight)
  }

  @Test(
    "visual order",
    arguments: [
      ("Inbox", LayoutDirection.leftToRight, "Inbox"),
      ("Inbox", .rightToLeft, "Inbox"),
      ("שלום", .leftToRight, "םולש"),
      ("Re: שלום from Tel Aviv", .leftToRight, "Re: םולש from Tel Aviv"),
      ("נועה כהן 3 Oct", .rightToLeft, "3 Oct ןהכ העונ"),
      ("ארוחת שישי!", .rightToLeft, "!ישיש תחורא"),
    ])
  func visual(text: String, base: LayoutDirection, expected: String) {
    #expect(BidiText.visual(text, base: base) == expected)
  }

  @Test("a paragraph's direction is its first letter's")
  func paragraph() {
    #expect(BidiText.paragraphDirection("שלום, Avi") == .rightToLeft)
    #expect(BidiText.paragraphDirection("Re: שלום") == .leftToRight)
    #expect(BidiText.paragraphDirection("… 12") == .leftToRight)
    #expect(BidiText.paragraphDirection("— !") == nil)
  }

  @Test(
    "the Hebrew samples are drawn in visual order in both directions",
    arguments: LayoutDirection.allCases)
  func hebrewDrawn(direction: LayoutDirection) {
    var state = EmulatorState(
      pose: .open, terminal: TerminalSize(columns: 200, rows: 50), pattern: .listDetail,
      layoutDirection: direction)
    state = reduce(state, .key(.end), at: 0)
    let text = Scene.render(state.settled()).text
    #expect(text.contains("ןהכ העונ"), "the sender, read right to left")
    #expect(text.contains("Re: םולש from Tel Aviv"), "a Hebrew word inside English")
    #expect(!text.contains("נועה"), "never in logical order")
  }
}
