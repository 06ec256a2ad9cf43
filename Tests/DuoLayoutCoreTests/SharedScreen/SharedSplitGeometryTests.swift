import Testing

@testable import DuoLayoutCore

/// `SharedSplit` on the device, `QuarterTurn` and window frames of turned halves.
@Suite("Shared split geometry")
struct SharedSplitGeometryTests {
  static func env(_ pose: Pose, _ direction: LayoutDirection = .leftToRight) -> LayoutEnvironment {
    DeviceProfile.iPhoneDuo.environment(
      for: pose.deviceState(.iPhoneDuo), layoutDirection: direction)
  }

  @Test("closed portrait: two stacked halves of 382 × 321 pt with a 2 pt gap (measured)")
  func closedPortrait() {
    let split = SharedSplit(env: Self.env(.closed))
    #expect(!split.isSideBySide)
    #expect(split.first == Rect(x: 0, y: 0, width: 382, height: 321))
    #expect(split.second == Rect(x: 0, y: 323, width: 382, height: 321))
    #expect(split.seam == Rect(x: 0, y: 321, width: 382, height: 2))
  }

  @Test(
    "partly folded, the seam is the fold's keep-out and each half is on its own side",
    arguments: [Pose.book, .tabletop])
  func seamOnTheFold(pose: Pose) throws {
    let env = Self.env(pose)
    let fold = try #require(env.reservedRegions(.division).first)
    let split = SharedSplit(env: env)
    #expect(split.seam == fold.keepOut.intersection(env.safeBounds))
    #expect(!split.first.intersects(fold.keepOut))
    #expect(!split.second.intersects(fold.keepOut))
    #expect(split.first.size == split.second.size, "equal halves")
    if pose == .book {
      #expect(split.isSideBySide)
      #expect(split.first.maxX == fold.keepOut.minX)
      #expect(split.second.minX == fold.keepOut.maxX)
    } else {
      #expect(!split.isSideBySide)
      #expect(split.first.maxY == fold.keepOut.minY)
      #expect(split.second.minY == fold.keepOut.maxY)
    }
    #expect(env.safeBounds.contains(split.first) && env.safeBounds.contains(split.second))
  }

  @Test(
    "flat, an inactive fold changes nothing: equal halves and a 2 pt seam",
    arguments: [Pose.open, .openTall, .closedLandscape])
  func flat(pose: Pose) {
    let env = Self.env(pose)
    let split = SharedSplit(env: env)
    #expect(split.isSideBySide == env.safeBounds.size.isWide)
    #expect(split.first.size == split.second.size)
    let gap = split.isSideBySide ? split.seam.width : split.seam.height
    #expect(gap == SharedSplit.spacing)
    #expect(env.safeBounds.contains(split.first) && env.safeBounds.contains(split.second))
  }

  @Test(
    "the first seat stays on the left or at the top, right to left too",
    arguments: Pose.allCases, LayoutDirection.allCases)
  func firstSeatLeftOrTop(pose: Pose, direction: LayoutDirection) {
    // The seats are placed on the glass, whatever the direction.
    let split = SharedSplit(env: Self.env(pose, direction).physical)
    if split.isSideBySide {
      #expect(split.first.maxX <= split.second.minX)
    } else {
      #expect(split.first.maxY <= split.second.minY)
    }
    let tree = SharedSplitPattern.layout(SharedScreenModel(), in: Self.env(pose, direction))
    #expect(tree.node(id: "first")?.frame == split.first)
    #expect(tree.node(id: "second")?.frame == split.second)
  }

  @Test("a turned half lays out in its owner's size: 220 × 190 inside a 190 × 220 slot")
  func ownerSpace() {
    let split = SharedSplit(area: Rect(x: 0, y: 0, width: 382, height: 220), spacing: 2)
    #expect(split.isSideBySide)
    #expect(split.first.size == Size(width: 190, height: 220))
    let owner = split.ownerEnvironment(for: .first, facing: .faceToFace, in: Self.env(.open))
    #expect(owner.windowSize == Size(width: 220, height: 190))
    #expect(owner.textMetrics == TextMetrics(columnWidth: 16, lineHeight: 8))
    let upright = split.ownerEnvironment(for: .first, facing: .sameWay, in: Self.env(.open))
    #expect(upright.windowSize == Size(width: 190, height: 220))
    #expect(upright.textMetrics == TextMetrics(columnWidth: 8))
  }

  @Test(
    "quarter turns of a rect: the owner's top strip goes right, bottom, left",
    arguments: [
      (1, Rect(x: 180, y: 0, width: 10, height: 220)),
      (2, Rect(x: 0, y: 180, width: 220, height: 10)),
      (3, Rect(x: 0, y: 0, width: 10, height: 220)),
      (4, Rect(x: 0, y: 0, width: 220, height: 10)),
      (-1, Rect(x: 0, y: 0, width: 10, height: 220)),
    ])
  func rotateRect(turns: Int, expected: Rect) {
    let owner = Size(width: 220, height: 190)
    let topStrip = Rect(x: 0, y: 0, width: 220, height: 10)
    #expect(QuarterTurn.rotate(topStrip, clockwise: turns, in: owner) == expected)
  }

  @Test("turning there and back is the identity", arguments: [0, 1, 2, 3])
  func roundTrip(turns: Int) {
    let owner = Size(width: 220, height: 190)
    let rect = Rect(x: 13, y: 27, width: 40, height: 9)
    let turned = QuarterTurn.rotate(rect, clockwise: turns, in: owner)
    let back = QuarterTurn.rotate(
      turned, clockwise: -turns, in: QuarterTurn.size(owner, turned: turns))
    #expect(back == rect)
  }

  @Test("window frames apply each ancestor's turns", arguments: [0, 1, 2, 3])
  func windowFrames(turns: Int) throws {
    let slot = Rect(x: 100, y: 50, width: 190, height: 220)
    let owner = QuarterTurn.size(slot.size, turned: turns)
    let corner = Rect(x: 0, y: 0, width: 20, height: 10)  // the owner's top-left corner
    let child = LayoutNode(
      id: "h.corner", role: .control(symbol: "x", title: "X"),
      frame: turns == 0 ? corner.offsetBy(dx: slot.minX, dy: slot.minY) : corner)
    let half = LayoutNode(
      id: "h", role: .container(.plain), frame: slot, quarterTurns: turns, children: [child])
    let root = LayoutNode(id: "r", role: .container(.plain), frame: slot, children: [half])
    let placed = try #require(root.windowNode(id: "h.corner"))
    let expected = QuarterTurn.rotate(corner, clockwise: turns, in: owner)
      .offsetBy(dx: slot.minX, dy: slot.minY)
    #expect(placed.frame == expected)
    #expect(slot.contains(placed.frame))
    // The owner's top-left corner: top left, top right, bottom right, bottom left.
    let (x, y): (Double, Double) =
      switch turns {
      case 0: (slot.minX, slot.minY)
      case 1: (slot.maxX - 10, slot.minY)
      case 2: (slot.maxX - 20, slot.maxY - 10)
      default: (slot.minX, slot.maxY - 20)
      }
    #expect(placed.frame.origin == Point(x: x, y: y))
    #expect(root.windowNodes.map(\.id) == ["r", "h", "h.corner"])
  }

  @Test("sides turn clockwise")
  func sides() {
    #expect(Side.top.turned(clockwise: 1) == .right)
    #expect(Side.left.turned(clockwise: 1) == .top)
    #expect(Side.bottom.turned(clockwise: -1) == .right)
    #expect(Side.right.opposite == .left)
  }
}
