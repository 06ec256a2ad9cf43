/// The whole emulator: the phone, the terminal it is drawn in, the pattern on the
/// lit display and its models, and what is overlaid. `reduce` is the only way it
/// changes.
///
/// ```swift
/// var state = EmulatorState(pose: .closed)
/// state = reduce(state, .key(.function(2)), at: 0)
/// state.pose                  // .open
/// state.environment.windowSize  // 951 × 669
/// ```
public struct EmulatorState: Hashable, Sendable {
  public var profile: DeviceProfile
  public var device: DeviceState
  public var terminal: TerminalSize
  public var pattern: PatternID
  public var models: AppModels
  public var layoutDirection: LayoutDirection
  public var showsHelp: Bool
  public var showsRegionOverlay: Bool
  public var shouldQuit: Bool
  /// The time of the last event, on the caller's clock.
  public var now: Double

  public init(
    profile: DeviceProfile = .iPhoneDuo, pose: Pose = .closed,
    terminal: TerminalSize = .standard, pattern: PatternID = PatternID.allCases[0],
    models: AppModels = AppModels(), layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.profile = profile
    self.device = pose.deviceState(profile)
    self.terminal = terminal
    self.pattern = pattern
    self.models = models
    self.layoutDirection = layoutDirection
    showsHelp = false
    showsRegionOverlay = false
    shouldQuit = false
    now = 0
  }

  /// When the state next needs a `.tick`, or nil while nothing moves.
  public var nextDeadline: Double? {
    models.nextDeadline(pattern)
  }

  /// The named pose the phone is in.
  public var pose: Pose { device.pose(profile) }

  /// The display that is lit.
  public var litDisplay: Display { device.litDisplay(profile) }

  /// The scale the terminal draws at, or nil when it is too small.
  public var textMetrics: TextMetrics? {
    TerminalFit.metrics(for: terminal, profile: profile, isRotated: device.isRotated)
  }

  /// What the lit display hands the pattern. A too-small terminal still gets an
  /// environment (at the coarsest scale) so the models keep working.
  public var environment: LayoutEnvironment {
    profile.environment(
      for: device,
      textMetrics: textMetrics ?? TextMetrics(columnWidth: TerminalFit.coarsestScale),
      layoutDirection: layoutDirection)
  }

  /// The current pattern's layout tree.
  public var tree: LayoutNode {
    models.layout(pattern, in: environment)
  }
}
