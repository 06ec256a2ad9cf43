import Testing

@testable import DuoLayoutCore

/// Issue 12: layout margins, the system's 16 pt (compact) and 20 pt (regular), kept
/// by every pattern in the layout core: no text or card touches the window's edge
/// or a bar, and two-page is symmetric around the fold.
@Suite("Layout margins")
struct MarginTests {
  @Test(arguments: PatternFixtures.patterns + [.inspector], Pose.allCases)
  func contentKeepsTheMargin(pattern: PatternID, pose: Pose) {
    let state = EmulatorState(pose: pose, pattern: pattern)
    let env = state.environment
    let margin = LayoutMargins.horizontal(in: env)
    let bar = state.tree.node(id: "toolbar")?.frame
    for node in state.tree.windowNodes {
      switch node.role {
      case .text, .label, .container(.boxed):
        guard !node.id.hasPrefix("toolbar"), !node.id.contains("pager") else { continue }
        #expect(node.frame.minX >= env.safeBounds.minX + margin - 1e-6, "\(node.id) \(node.frame)")
        if let bar, bar.height > bar.width {
          #expect(node.frame.maxX <= bar.minX - margin + 1e-6, "\(node.id) touches the bar")
        } else {
          #expect(node.frame.maxX <= env.safeBounds.maxX - margin + 1e-6, "\(node.id)")
        }
      default: continue
      }
    }
  }

  @Test(
    "two pages mirror each other around the fold, flat and folded", arguments: [Pose.open, .book])
  func spreadIsSymmetric(pose: Pose) throws {
    let state = EmulatorState(pose: pose, pattern: .twoPage)
    let fold = try #require(state.environment.fold)
    let left = try #require(state.tree.node(id: "page.first")).frame
    let right = try #require(state.tree.node(id: "page.second")).frame
    #expect(abs((fold.frame.midX - left.maxX) - (right.minX - fold.frame.midX)) < 1e-6)
    #expect(abs((fold.frame.midX - left.minX) - (right.maxX - fold.frame.midX)) < 1e-6)
    #expect(fold.frame.minX - left.maxX >= LayoutMargins.regular - 1e-6, "a margin off the fold")
  }
}
