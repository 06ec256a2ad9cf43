import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// In a Split View's narrow pane the reply field and Send stay touch targets: Send
/// goes under the field instead of squeezing it to a sliver beside it (a 36 pt
/// field at 200x50, 23 pt at 80x24, in ⅔ book with the list leading).
@Suite("Split View: the reply field and Send")
struct SplitViewDraftTests {
  @Test(
    "every control and field of list-detail is a touch target in every Split View",
    arguments: SplitView.allCases,
    [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)])
  func touchTargets(split: SplitView, size: TerminalSize) {
    let profile = DeviceProfile.iPhoneDuo
    for pose in [Pose.book, .open, .tabletop] {
      let state = EmulatorState(
        profile: profile, pose: pose, viewport: SceneFit.viewport(for: size, profile: profile),
        pattern: .listDetail, options: EnvironmentOptions(splitView: split))
      let small = FoldAudit.findings(in: state.tree, env: state.environment)
        .filter { $0.rule == .touchTargetTooSmall }
      #expect(
        small.isEmpty, "\(pose) \(split) \(size): \(small.map { "\($0.nodeID) \($0.detail)" })")
    }
  }
}
