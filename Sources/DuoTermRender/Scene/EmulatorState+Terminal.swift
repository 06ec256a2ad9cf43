import DuoLayoutCore

extension EmulatorState {
  /// The phone in `pose` as a terminal of `terminal` cells draws it: the viewport's
  /// scales come from the scene's own chrome (`SceneFit`).
  ///
  /// ```swift
  /// let state = EmulatorState(pose: .book, terminal: TerminalSize(columns: 80, rows: 24))
  /// state.textMetrics?.columnWidth  // the scale an 80 × 24 terminal draws at
  /// ```
  public init(
    profile: DeviceProfile = .iPhoneDuo, pose: Pose = .closed, terminal: TerminalSize,
    pattern: PatternID? = nil, models: AppModels = AppModels(),
    layoutDirection: LayoutDirection = .leftToRight, registry: PatternRegistry = .standard
  ) {
    self.init(
      profile: profile, pose: pose, viewport: SceneFit.viewport(for: terminal, profile: profile),
      pattern: pattern, models: models, layoutDirection: layoutDirection, registry: registry)
  }

  /// The viewport of a terminal of `size` for this state's profile (or `profile`),
  /// leaving a row for captions and one for the keys while a tour that has them
  /// plays.
  public func viewport(for size: TerminalSize, profile: DeviceProfile? = nil) -> Viewport {
    SceneFit.viewport(
      for: size, profile: profile ?? self.profile,
      captionRows: tourBandRows)
  }

  /// The rows a tour playing takes under the phone: one for its captions, if it
  /// has any, and one for its keys, unless it turns them off; none without a tour.
  public var tourBandRows: Int {
    (tour?.hasCaptions == true ? 1 : 0) + (tour?.showsKeys == true ? 1 : 0)
  }
}
