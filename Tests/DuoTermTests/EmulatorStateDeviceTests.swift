import DuoLayoutCore
import Testing

@testable import DuoTerm

/// `--device` on the interactive front and on tours swaps the profile of a state
/// that already has a pose (restored from the session, or the tour's start).
@Suite("Emulator state on another device")
struct EmulatorStateDeviceTests {
  @Test(
    "the pose stays; the profile and its hinge angle for the pose come with it",
    arguments: Pose.allCases)
  func keepsThePose(pose: Pose) {
    var other = DeviceProfile.iPhoneDuo
    other.id = "other"
    other.hinge.partlyFoldedAngle.value = 100
    let state = EmulatorState(pose: pose, pattern: PatternRegistry.standard.ids[1]).on(other)
    #expect(state.profile == other)
    #expect(state.pose == pose)
    #expect(state.device == pose.deviceState(other))
    #expect(state.pattern == PatternRegistry.standard.ids[1])
  }
}
