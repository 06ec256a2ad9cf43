import DuoLayoutCore

extension DemoScript {
  /// The state the tour starts in, in a terminal of `terminal` cells (with a row
  /// left under the phone for its captions, if it has any, and one for its keys).
  public func startState(terminal: TerminalSize, profile: DeviceProfile = .iPhoneDuo)
    -> EmulatorState
  {
    startState(
      viewport: SceneFit.viewport(for: terminal, profile: profile, captionRows: bandRows),
      profile: profile)
  }

  /// The rows the tour takes under the phone: one for its captions, if it has
  /// any, and one for its keys, unless it turns them off.
  public var bandRows: Int { (hasCaptions ? 1 : 0) + (showsKeys ? 1 : 0) }

  /// The phones of a comparison at the tour's start: `start` on each of
  /// `profiles`, each in its part of `terminal`, all at one scale.
  ///
  /// ```swift
  /// script.startStates(comparing: [.iPhoneDuo, pixel], from: start, in: size).count  // 2
  /// ```
  public func startStates(
    comparing profiles: [DeviceProfile], from start: EmulatorState, in terminal: TerminalSize
  ) -> [EmulatorState] {
    let viewports = Comparison.viewports(for: terminal, profiles: profiles, captionRows: bandRows)
    return zip(profiles, viewports).map { start.on($0).viewing(at: $1) }
  }
}
