import Testing

@testable import DuoLayoutCore

/// An audit screen's keys are pressed before one frame is worked out
/// (`reduce(_:_:at:)` with several events): the state, its environment and its
/// layout are those of the keys pressed one update at a time, as a person would.
@Suite struct AuditScreenStateTests {
  @Test(arguments: PatternRegistry.standard.ids)
  func theScreenIsTheOneTheKeysReachOneUpdateAtATime(pattern: PatternID) {
    let profile = DeviceProfile.iPhoneDuo
    for screen in PatternRegistry.standard[pattern].auditScreens {
      for pose in profile.supportedPoses {
        for options in [EnvironmentOptions(), EnvironmentOptions(textSize: .accessibility5)] {
          let audited = screen.state(
            pose: pose, viewport: .standard, pattern: pattern, profile: profile, options: options)
          let start = EmulatorState(
            profile: profile, pose: pose, pattern: pattern, options: options)
          let pressed = screen.keys.reduce(start) { reduce($0, .key($1), at: 0) }
          let what = "\(pattern.argument) \(screen.name) \(pose.argument)"
          #expect(audited == pressed, "\(what)")
          #expect(audited.environment == pressed.environment, "\(what)")
          #expect(audited.tree == pressed.tree, "\(what)")
        }
      }
    }
  }
}
