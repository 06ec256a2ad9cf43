import Testing

@testable import DuoLayoutCore

/// A fold that runs down a window of compact width (Galaxy Z Fold 5's 690 dp inner
/// display in book, medium in Android's classes) still divides it: the patterns
/// that show one pane at a time at compact width show one each side of the fold,
/// so no text lies across the crease.
@Suite struct DividedWindowTests {
  static let twoPanePatterns: [PatternID] = [
    .listDetail, .twoPage, .dualView, .listDetailSummary, .supportingPane, .tabsToSidebar,
  ]

  /// Every device and pose whose window is compact with an active fold down it.
  static let divided: [(DeviceProfile, Pose)] = DeviceRegistry.standard.profiles.flatMap {
    profile in
    profile.supportedPoses.compactMap { pose in
      let env = EmulatorState(profile: profile, pose: pose).environment
      let down = env.fold(crossing: env.safeBounds)?.isVertical == true
      return env.horizontalSizeClass == .compact && down ? (profile, pose) : nil
    }
  }

  @Test func aCompactWindowDividedDownIsAmongTheDevices() {
    #expect(Self.divided.contains { $0.0.id == "galaxy-z-fold-5" && $0.1 == .book })
  }

  @Test(arguments: twoPanePatterns)
  func noTextLiesAcrossTheFold(pattern: PatternID) throws {
    for (profile, pose) in Self.divided {
      let state = EmulatorState(profile: profile, pose: pose, pattern: pattern)
      let fold = try #require(state.environment.physical.fold(crossing: state.environment.bounds))
      #expect(state.environment.showsTwoPanes)
      for node in state.tree.windowNodes {
        switch node.role {
        case .text, .label: break
        default: continue
        }
        let across = node.frame.minX < fold.frame.minX && node.frame.maxX > fold.frame.maxX
        #expect(
          !across, "\(profile.id) \(pose) \(pattern) \(node.id) \(node.frame) crosses the fold")
      }
    }
  }
}
