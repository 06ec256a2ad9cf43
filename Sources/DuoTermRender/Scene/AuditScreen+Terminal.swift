import DuoLayoutCore

extension AuditScreen {
  /// The screen as a terminal of `terminal` cells draws it (`SceneFit`'s scales).
  public func state(
    pose: Pose, terminal: TerminalSize, pattern: PatternID,
    registry: PatternRegistry = .standard, profile: DeviceProfile = .iPhoneDuo,
    options: EnvironmentOptions = EnvironmentOptions()
  ) -> EmulatorState {
    state(
      pose: pose, viewport: SceneFit.viewport(for: terminal, profile: profile), pattern: pattern,
      registry: registry, profile: profile, options: options)
  }
}
