import DuoLayoutCore

extension DemoScript {
  /// The state the tour starts in, in a terminal of `terminal` cells.
  public func startState(terminal: TerminalSize, profile: DeviceProfile = .iPhoneDuo)
    -> EmulatorState
  {
    startState(viewport: SceneFit.viewport(for: terminal, profile: profile), profile: profile)
  }
}
