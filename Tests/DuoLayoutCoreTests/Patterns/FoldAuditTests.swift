import Testing

@testable import DuoLayoutCore

/// No control or field overlaps an active division or occlusion, or leaves the safe
/// area, in any pattern, pose or terminal size (Tech Talk 111466).
@Suite struct FoldAuditTests {
  @Test(arguments: PatternFixtures.patterns, Pose.allCases)
  func noControlInAnActiveRegion(pattern: PatternID, pose: Pose) {
    for size in PatternFixtures.sizes {
      let state = PatternFixtures.state(pattern, pose, size)
      let problems = PatternFixtures.problems(state.tree, env: state.environment)
      #expect(problems.isEmpty, "\(pattern) \(pose) \(size): \(problems)")
    }
  }

  @Test(arguments: PatternFixtures.patterns, Pose.allCases)
  func everyPatternHasAToolbarOfAtLeastThreeControls(pattern: PatternID, pose: Pose) throws {
    let tree = PatternFixtures.state(pattern, pose).tree
    let bar = try #require(tree.node(id: "toolbar"))
    let items = bar.children.filter { if case .control = $0.role { true } else { false } }
    #expect(items.count >= 3)
    for item in items {
      guard case .control(let symbol, let title) = item.role else { continue }
      #expect(!symbol.isEmpty && !title.isEmpty, "\(item.id) needs a symbol and a title")
    }
  }

  @Test(arguments: PatternFixtures.patterns)
  func toolbarItemsKeepTheirOrderInEveryPose(pattern: PatternID) {
    let orders = Pose.allCases.map { pose in
      PatternFixtures.state(pattern, pose).tree.node(id: "toolbar")?.children.map(\.id) ?? []
    }
    #expect(Set(orders.map { $0.joined(separator: ",") }).count == 1, "\(orders)")
  }

  @Test(arguments: PatternFixtures.patterns, Pose.allCases)
  func nodeIDsAreUnique(pattern: PatternID, pose: Pose) {
    let ids = PatternFixtures.state(pattern, pose).tree.allNodes.map(\.id)
    #expect(Set(ids).count == ids.count)
  }
}
