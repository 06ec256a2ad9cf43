import DuoLayoutCore

/// Lays out every screen of an audit on one device and runs every rule: each
/// pattern's audit screens × terminal sizes × environments (Split View, text size,
/// direction) × poses. The input is a pattern (its model reached by its screens'
/// keys) and the environments; a screen file is another subject, shown as the
/// screen pattern, its findings located at the lines that declare their nodes.
///
/// Rules that compare poses need every pose of a screen, so a shard owns a screen's
/// poses together (`AuditShard`) and lays out only the groups it owns; and a sweep
/// of some poses lays out the device's others too, so `control-lost` compares every
/// pose the device has.
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
  /// Screen files, each checked as a subject of its own after the patterns.
  public var screens: [ScreenFile]
  public var poses: [Pose]
  public var sizes: [TerminalSize]
  /// The environments besides the size; the default one alone unless asked.
  public var environments: [EnvironmentOptions]
  public var registry: PatternRegistry

  public init(
    profile: DeviceProfile, patterns: [PatternID], screens: [ScreenFile] = [], poses: [Pose],
    sizes: [TerminalSize], environments: [EnvironmentOptions] = [EnvironmentOptions()],
    registry: PatternRegistry = .standard
  ) {
    self.profile = profile
    self.patterns = patterns
    self.screens = screens
    self.poses = poses
    self.sizes = sizes
    self.environments = environments
    self.registry = registry
  }

  /// An environment's name in a report: the size, then what differs from the
  /// default (`200x50 split=2/3,trailing text=accessibility-5 rtl`).
  public static func name(size: TerminalSize, options: EnvironmentOptions) -> String {
    ([size.argument] + options.words).joined(separator: " ")
  }

  /// How many screens the subjects have, each laid out in every pose and size.
  public var screenCount: Int {
    subjects.reduce(0) { total, subject in
      let screens = subject.registry[subject.pattern].auditScreens
      return total + (subject.file?.auditScreens(or: screens) ?? screens).count
    }
  }

  /// Each subject: its name in a report, its pattern, the registry that has it,
  /// and the screen file it shows, if any.
  private var subjects:
    [(name: String, pattern: PatternID, registry: PatternRegistry, file: ScreenFile?)]
  {
    patterns.map { ($0.argument, $0, registry, nil) }
      + screens.map { ($0.file ?? $0.title, $0.pattern.patternID, PatternRegistry.withScreen, $0) }
  }

  /// `finding` at the line of the screen file that declares its node, if it does,
  /// in the state it was found in.
  private static func located(_ finding: AuditFinding, in file: ScreenFile?, models: AppModels)
    -> AuditFinding
  {
    var located = finding
    located.location = file?.source(ofNode: finding.nodeID, models: models)
    return located
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
    // Each size's scales, worked out once for every screen drawn at it.
    let viewports = sizes.map { SceneFit.viewport(for: $0, profile: profile) }
    for (name, pattern, registry, file) in subjects {
      let entry = registry[pattern]
      let paths = file?.allControlPaths(or: entry.controlPaths) ?? entry.controlPaths
      for screen in file?.auditScreens(or: entry.auditScreens) ?? entry.auditScreens {
        for (size, viewport) in zip(sizes, viewports) {
          for options in environments {
            let environment = Self.name(size: size, options: options)
            let units = poses.map {
              AuditUnit(
                subject: name, screen: screen.name, device: profile.id, pose: $0,
                environment: environment)
            }
            guard let first = units.first, shard.contains(first) else { continue }
            var trees: [LayoutNode] = []
            var envs: [LayoutEnvironment] = []
            var models: [AppModels] = []
            var names: [String] = []
            // The poses asked for, then the device's others: a control lost in a
            // pose not asked for is lost all the same (`control-lost`), so every
            // pose is laid out and only the asked ones are reported.
            for pose in poses + profile.supportedPoses.filter({ !poses.contains($0) }) {
              let state = screen.state(
                pose: pose, viewport: viewport, pattern: pattern, registry: registry,
                profile: profile, options: options, screen: file)
              if poses.contains(pose) {
                try check(state)
              } else if state.textMetrics == nil {
                continue  // A pose this size cannot draw is not compared.
              }
              // The frame read once: each of the state's readers checks it is current.
              let frame = state.frame
              trees.append(frame.tree)
              envs.append(frame.environment)
              models.append(state.models)
              names.append(pose.argument)
            }
            var found = FoldAudit.findings(
              acrossPoses: trees, envs: envs, names: names, paths: paths)
            found.removeSubrange(poses.count...)
            for ((unit, findings), models) in zip(zip(units, found), models) {
              cases.append(
                AuditCase(
                  unit: unit, findings: findings.map { Self.located($0, in: file, models: models) }
                ))
            }
          }
        }
      }
    }
    return cases
  }
}
