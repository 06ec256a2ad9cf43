import DuoLayoutCore

/// Lays out every screen of an audit on one device and runs every rule: each
/// pattern's audit screens × terminal sizes × environments (Split View, text size,
/// direction) × poses. The input is a pattern (its model reached by its screens'
/// keys) and the environments; a screen file plugs in as another subject with its
/// own screens.
///
/// Rules that compare poses need every pose of a screen, so a shard lays out the
/// whole group of poses whenever it owns one unit of it, and keeps only its units.
///
/// ```swift
/// let sweep = AuditSweep(profile: .iPhoneDuo, patterns: PatternRegistry.standard.ids,
///   poses: Pose.allCases, sizes: [.standard])
/// let cases = sweep.run(shard: AuditShard(argument: "1/4")!)
/// cases.filter { !$0.findings.isEmpty }  // [] for every built-in pattern
/// ```
public struct AuditSweep: Sendable {
  public var profile: DeviceProfile
  public var patterns: [PatternID]
  public var poses: [Pose]
  public var sizes: [TerminalSize]
  /// The environments besides the size; the default one alone unless asked.
  public var environments: [EnvironmentOptions]
  public var registry: PatternRegistry

  public init(
    profile: DeviceProfile, patterns: [PatternID], poses: [Pose], sizes: [TerminalSize],
    environments: [EnvironmentOptions] = [EnvironmentOptions()],
    registry: PatternRegistry = .standard
  ) {
    self.profile = profile
    self.patterns = patterns
    self.poses = poses
    self.sizes = sizes
    self.environments = environments
    self.registry = registry
  }

  /// An environment's name in a report: the size, then what differs from the
  /// default (`200x50 split=2/3,trailing text=accessibility-5 rtl`).
  public static func name(size: TerminalSize, options: EnvironmentOptions) -> String {
    var words = [size.argument]
    if let split = options.splitView { words.append("split=\(split.argument)") }
    if options.textSize != .standard { words.append("text=\(options.textSize.argument)") }
    if options.layoutDirection == .rightToLeft { words.append("rtl") }
    return words.joined(separator: " ")
  }

  /// How many screens the patterns have, each laid out in every pose and size.
  public var screenCount: Int {
    patterns.reduce(0) { $0 + registry[$1].auditScreens.count }
  }

  /// The cases of `shard`, every state taken as it is laid out.
  public func run(shard: AuditShard = .whole) -> [AuditCase] {
    run(shard: shard) { (_: EmulatorState) throws(Never) in }
  }

  /// The cases of `shard`, in pattern, screen, size, pose order. `check` sees each
  /// laid-out state first (a screen's keys may turn the phone into a pose the size
  /// cannot draw: the command makes that a usage error).
  public func run<Failure: Error>(
    shard: AuditShard = .whole, check: (EmulatorState) throws(Failure) -> Void
  ) throws(Failure) -> [AuditCase] {
    var cases: [AuditCase] = []
    for pattern in patterns {
      for screen in registry[pattern].auditScreens {
        for size in sizes {
          for options in environments {
            let environment = Self.name(size: size, options: options)
            let units = poses.map {
              AuditUnit(
                subject: pattern.argument, screen: screen.name, device: profile.id, pose: $0,
                environment: environment)
            }
            guard units.contains(where: shard.contains) else { continue }
            var trees: [LayoutNode] = []
            var envs: [LayoutEnvironment] = []
            for pose in poses {
              let state = screen.state(
                pose: pose, terminal: size, pattern: pattern, registry: registry, profile: profile,
                options: options)
              try check(state)
              trees.append(state.tree)
              envs.append(state.environment)
            }
            let found = FoldAudit.findings(
              acrossPoses: trees, envs: envs, names: poses.map(\.argument),
              paths: registry[pattern].controlPaths)
            for (unit, findings) in zip(units, found) where shard.contains(unit) {
              cases.append(AuditCase(unit: unit, findings: findings))
            }
          }
        }
      }
    }
    return cases
  }
}
