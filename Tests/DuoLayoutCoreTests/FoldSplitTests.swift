import Testing

@testable import DuoLayoutCore

/// `FoldSplit`: an area cut in two by the fold and its margins.
@Suite("Fold split")
struct FoldSplitTests {
  static let profile = DeviceProfile.iPhoneDuo

  static func environment(_ pose: Pose) -> LayoutEnvironment {
    profile.environment(for: pose.deviceState(profile))
  }

  @Test(
    "held wide: two sides whose gap is the fold plus margins, 435…515",
    arguments: [Pose.open, .book])
  func wide(pose: Pose) throws {
    let env = Self.environment(pose)
    let area = env.safeBounds
    let split = FoldSplit(area: area, fold: env.fold)
    let second = try #require(split.second)
    let gap = try #require(split.gap)
    #expect(split.isSideBySide)
    #expect(split.first == Rect(minX: 0, minY: 0, maxX: 435, maxY: area.maxY))
    #expect(second == Rect(minX: 515, minY: 0, maxX: area.maxX, maxY: area.maxY))
    #expect(gap == Rect(minX: 435, minY: 0, maxX: 515, maxY: area.maxY))
    // The sides and the gap tile the area with no overlap.
    #expect(split.first.maxX == gap.minX)
    #expect(gap.maxX == second.minX)
    #expect(split.first.width + gap.width + second.width == area.width)
    #expect(!split.first.intersects(gap) && !second.intersects(gap))
    #expect(split.sides == [split.first, second])
  }

  @Test("held tall: a top side and a bottom side", arguments: [Pose.openTall, .tabletop])
  func tall(pose: Pose) throws {
    let env = Self.environment(pose)
    let area = env.safeBounds
    let split = FoldSplit(area: area, fold: env.fold)
    let second = try #require(split.second)
    #expect(!split.isSideBySide)
    #expect(split.first == Rect(minX: 0, minY: area.minY, maxX: 669, maxY: 435))
    #expect(second == Rect(minX: 0, minY: 515, maxX: 669, maxY: area.maxY))
    #expect(split.gap == Rect(minX: 0, minY: 435, maxX: 669, maxY: 515))
  }

  @Test("no fold: one side, the whole area", arguments: [Pose.closed, .closedLandscape])
  func noFold(pose: Pose) {
    let env = Self.environment(pose)
    let split = FoldSplit(area: env.safeBounds, fold: env.fold)
    #expect(split.first == env.safeBounds)
    #expect(split.second == nil)
    #expect(split.gap == nil)
    #expect(split.sides == [env.safeBounds])
  }

  @Test("the default (active-only) query leaves a flat phone in one piece")
  func inactiveFoldIsNotQueried() {
    let env = Self.environment(.open)
    let split = FoldSplit(area: env.safeBounds, fold: env.reservedRegions(.division).first)
    #expect(split.sides.count == 1)
    let book = Self.environment(.book)
    #expect(
      FoldSplit(area: book.safeBounds, fold: book.reservedRegions(.division).first).sides.count == 2
    )
  }

  @Test("a fold that misses the area does not split it")
  func foldMissesArea() throws {
    let fold = try #require(Self.environment(.book).fold)
    let leftOnly = Rect(x: 0, y: 0, width: 400, height: 669)
    let split = FoldSplit(area: leftOnly, fold: fold)
    #expect(split.second == nil)
    #expect(split.first == leftOnly)
  }

  @Test("an area that ends inside the margin gets an empty second side")
  func areaEndsInMargin() throws {
    let fold = try #require(Self.environment(.book).fold)
    let area = Rect(x: 0, y: 0, width: 505, height: 669)
    let split = FoldSplit(area: area, fold: fold)
    let second = try #require(split.second)
    #expect(split.first.maxX == 435)
    #expect(second.isEmpty)
    #expect(split.gap == Rect(minX: 435, minY: 0, maxX: 505, maxY: 669))
  }
}
