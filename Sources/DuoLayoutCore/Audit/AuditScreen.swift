/// One screen of a pattern the audit lays out: the keys that reach it from a fresh
/// start. A pattern's controls differ from screen to screen (the reply field, the
/// contents, Leave during a game), so checking only the first screen would miss
/// the controls that matter most.
///
/// ```swift
/// for screen in SharedSplitPattern.auditScreens {
///   let state = screen.state(pose: .book, viewport: .standard, pattern: .sharedSplit)
///   FoldAudit.findings(in: state.tree, env: state.environment)
/// }
/// ```
public struct AuditScreen: Hashable, Sendable {
  /// What the screen is, for the audit's report (`menu`, `four-in-a-row`).
  public var name: String
  /// The keys from a fresh start, pressed in the pose being checked.
  public var keys: [Key]

  public init(_ name: String, keys: [Key] = []) {
    self.name = name
    self.keys = keys
  }

  /// A fresh emulator in `pose` in `viewport` showing `pattern`, with the keys
  /// pressed: the state `reduce` makes key by key, its frame worked out once, for
  /// the screen the keys reach (the audit reads no frame on the way).
  public func state(
    pose: Pose, viewport: Viewport, pattern: PatternID,
    registry: PatternRegistry = .standard, profile: DeviceProfile = .iPhoneDuo,
    options: EnvironmentOptions = EnvironmentOptions(), screen: ScreenFile? = nil
  ) -> EmulatorState {
    var start = EmulatorState(
      profile: profile, pose: pose, viewport: viewport, pattern: pattern, models: AppModels(),
      registry: registry, options: options, framed: false)
    // A screen file's screen takes the pattern's place (`EmulatorState.showing`).
    if let screen { start.show(screen) }
    return reduce(start, keys.map { .key($0) }, at: 0)
  }
}
