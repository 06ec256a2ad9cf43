import Testing

@testable import DuoLayoutCore

/// F2 held down (key repeat) or pressed by a fast tour: every press starts a glide
/// from the frame on screen, mid-glide. What is on screen must stay the size of a
/// fold however fast the presses come: no fade of a fade, nothing kept from three
/// glides ago. Clock injected; node counts asserted, never times.
@Suite struct FoldBurstTests {
  /// The larger of the pattern's two settled trees, closed and open.
  func settledNodes(_ pattern: PatternID) -> Int {
    [Pose.closed, .open].map { EmulatorState(pose: $0, pattern: pattern).tree.nodeCount }.max()!
  }

  @Test(
    "1,000 F2 presses 10 ms apart keep the shown tree within 2× of one settled tree",
    arguments: PatternRegistry.standard.ids)
  func aThousandPressesStayTheSizeOfOneFold(pattern: PatternID) {
    let bound = 2 * settledNodes(pattern)
    var state = EmulatorState(pose: .closed, pattern: pattern)
    var largest = 0
    var largestStart = 0
    for press in 0..<1_000 {
      let now = Double(press) / 100
      state = reduce(state, .key(.function(2)), at: now)
      // A frame between presses, as the loop draws at 60 a second.
      state = reduce(state, .tick, at: now + 0.005)
      largest = max(largest, state.shownTree.nodeCount)
      largestStart = max(largestStart, state.transition?.from.nodeCount ?? 0)
    }
    #expect(state.transition != nil, "still gliding: every press came mid-glide")
    #expect(largest <= bound, "\(largest) nodes shown; one settled tree has \(bound / 2)")
    #expect(
      largestStart <= bound / 2,
      "a glide starts from at most one layout's nodes: \(largestStart) against \(bound / 2)")
  }

  @Test(
    "the shown tree after 1,000 presses is no larger than after 10",
    arguments: PatternRegistry.standard.ids)
  func theTreeDoesNotGrowWithThePresses(pattern: PatternID) {
    func shown(after presses: Int) -> Int {
      var state = EmulatorState(pose: .closed, pattern: pattern)
      for press in 0..<presses {
        state = reduce(state, .key(.function(2)), at: Double(press) / 100)
      }
      return state.shownTree.nodeCount
    }
    // Both end on the same pose, 10 ms into a glide from the same kind of frame.
    #expect(shown(after: 1_000) <= shown(after: 10))
  }

  @Test func aGlideStartedMidGlideHasNoFadeOfAFade() {
    var state = EmulatorState(pose: .closed, pattern: .feed)
    for press in 0..<5 {
      state = reduce(state, .key(.function(2)), at: Double(press) * 0.02)
      let ids = state.shownTree.allNodes.map(\.id)
      #expect(
        !ids.contains { $0.hasPrefix("fade-out.fade-") || $0.hasPrefix("fade-in.fade-") },
        "press \(press + 1)")
      let starts = state.transition?.from.allNodes.map(\.id) ?? []
      #expect(!starts.contains { $0.hasPrefix("fade-") }, "the glide starts from no fade")
    }
  }
}
