import DuoLayoutCore

extension DemoScript {
  /// The state the tour starts in, in a terminal of `terminal` cells (with a row
  /// left under the phone for its captions, if it has any, and one for its keys).
  public func startState(terminal: TerminalSize, profile: DeviceProfile = .iPhoneDuo)
    -> EmulatorState
  {
    startState(
      viewport: SceneFit.viewport(
        for: terminal, profile: profile, captionRows: (hasCaptions ? 1 : 0) + (showsKeys ? 1 : 0)),
      profile: profile)
  }
}
