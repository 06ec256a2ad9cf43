import Testing

@testable import DuoLayoutCore

/// Frames between two layouts, with the progress given: nodes move by ID, new ones
/// fade in, gone ones fade out; under Reduce Motion nothing moves.
@Suite struct TreeInterpolationTests {
  let a = Rect(x: 0, y: 0, width: 100, height: 20)
  let b = Rect(x: 200, y: 100, width: 50, height: 40)

  func tree(_ children: [LayoutNode]) -> LayoutNode {
    LayoutNode(
      id: "root", role: .container(.plain), frame: Rect(x: 0, y: 0, width: 951, height: 669),
      children: children)
  }

  func control(_ id: String, _ frame: Rect) -> LayoutNode {
    LayoutNode(id: id, role: .control(symbol: "x", title: "X"), frame: frame)
  }

  @Test(arguments: [0.0, 0.1, 0.5, 0.9])
  func aNodeInBothMovesBetweenItsFrames(progress: Double) throws {
    let frame = TreeInterpolation.tree(
      from: tree([control("toolbar.share", a)]), to: tree([control("toolbar.share", b)]),
      progress: progress)
    let node = try #require(frame.node(id: "toolbar.share"))
    let eased = Easing.smooth(progress)
    #expect(node.frame == a.interpolated(to: b, eased))
    if progress > 0 {
      #expect(node.frame.minX > a.minX && node.frame.minX < b.minX)
    } else {
      #expect(node.frame == a)
    }
  }

  @Test(arguments: [1.0, 1.5])
  func atAndAfterTheEndItIsTheNewTree(progress: Double) {
    let new = tree([control("toolbar.share", b)])
    #expect(
      TreeInterpolation.tree(from: tree([control("toolbar.share", a)]), to: new, progress: progress)
        == new)
  }

  @Test func newNodesFadeInAndGoneNodesFadeOutDuringTheFirstHalf() throws {
    let old = tree([control("old.one", a)])
    let new = tree([control("new.one", b)])
    let early = TreeInterpolation.tree(from: old, to: new, progress: 0.2)
    let fadeIn = try #require(early.node(id: "fade-in.new.one"))
    #expect(fadeIn.emphasis == .fading)
    let ghost = try #require(early.node(id: "fade-out.old.one"))
    #expect(ghost.emphasis == .fading)
    #expect(ghost.node(id: "old.one")?.frame == a, "a gone node fades where it was")
    #expect(early.children.first?.id == "fade-out.old.one", "under its old parent, drawn first")
    let late = TreeInterpolation.tree(from: old, to: new, progress: 0.7)
    #expect(late.node(id: "fade-in.new.one") == nil)
    #expect(late.node(id: "new.one") != nil)
    #expect(late.node(id: "old.one") == nil)
  }

  @Test func aNodeLeavingATurnedHalfFadesInsideThatHalf() throws {
    let half = { (children: [LayoutNode]) in
      LayoutNode(
        id: "first", role: .container(.plain), frame: Rect(x: 0, y: 0, width: 382, height: 321),
        quarterTurns: 2,
        children: children)
    }
    let old = tree([half([control("first.leave", a), control("first.piece", b)])])
    let new = tree([half([control("first.piece", b)])])
    let frame = TreeInterpolation.tree(from: old, to: new, progress: 0.2)
    let turned = try #require(frame.node(id: "first"))
    #expect(turned.node(id: "fade-out.first.leave") != nil, "the ghost stays in the turned half")
    #expect(frame.children.contains { $0.id.hasPrefix("fade-out") } == false, "not at the root")
  }

  @Test func reduceMotionMovesNothingAndOnlyFadesNewNodes() throws {
    let old = tree([control("kept", a), control("gone", a)])
    let new = tree([control("kept", b), control("added", b)])
    let frame = TreeInterpolation.tree(from: old, to: new, progress: 0.1, reduceMotion: true)
    #expect(frame.node(id: "kept")?.frame == b, "at its new place at once")
    #expect(frame.node(id: "fade-in.added") != nil, "a short fade for what appears")
    #expect(frame.node(id: "gone") == nil, "no fade-out under Reduce Motion")
  }

  @Test func flatteningKeepsWhatFadesInWhereItIsAndDropsWhatFadesOut() throws {
    let old = tree([control("kept", a), control("gone", a)])
    let new = tree([control("kept", b), control("added", b)])
    let frame = TreeInterpolation.tree(from: old, to: new, progress: 0.2)
    #expect(frame.node(id: "fade-out.gone") != nil && frame.node(id: "fade-in.added") != nil)
    let flat = TreeInterpolation.flattened(frame)
    #expect(flat.children.map(\.id) == ["kept", "added"])
    #expect(flat.node(id: "kept")?.frame == frame.node(id: "kept")?.frame, "where it is drawn")
    #expect(flat.node(id: "gone") == nil, "a node on its way out is not faded again")
    #expect(TreeInterpolation.flattened(new) == new, "a layout has nothing to flatten")
  }

  @Test func aNodeThatWentAwayTwiceFadesOnceAtMost() {
    let first = tree([control("gone", a)])
    let second = tree([control("kept", b)])
    let third = tree([control("kept", a)])
    let midway = TreeInterpolation.tree(from: first, to: second, progress: 0.2)
    let again = TreeInterpolation.tree(
      from: TreeInterpolation.flattened(midway), to: third, progress: 0.2)
    #expect(again.node(id: "fade-out.fade-out.gone") == nil)
    #expect(again.node(id: "gone") == nil, "it was fading out; it is gone")
    #expect(again.nodeCount == third.nodeCount)
  }

  @Test func easingIsSmoothWithNoBounce() {
    var last = 0.0
    for step in 0...100 {
      let value = Easing.smooth(Double(step) / 100)
      #expect(value >= last && value <= 1)
      last = value
    }
    #expect(Easing.smooth(0) == 0 && Easing.smooth(1) == 1)
  }
}
