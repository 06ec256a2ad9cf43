import DuoLayoutCore
import DuoTermRender

/// `duoterm audit`: every chosen pattern in every chosen pose at each size and in
/// each environment, checked against the fold rules, reported as text, JSON, JUnit
/// or SARIF. Exit 0 with no finding, 1 with findings, 2 for a usage error (a size
/// too small to lay out a pose is one: the audit never passes a screen it could
/// not lay out).
enum AuditCommand: Command {
  static let name = "audit"
  static let patterns = Options.pattern.help("the patterns to check").repeatingOrAll()
  static let poses = Options.pose.help("the poses to check in").repeatingOrAll()
  /// 200x50 and 80x24; on a device whose poses need more than 80x24, the smallest
  /// size they all fit instead.
  static let sizes = Options.size.help("the terminal sizes to check at")
    .repeating(defaults: [.standard, TerminalSize(columns: 80, rows: 24)])
  static let devices = Options.device.help("the devices to check on")
    .repeatingOrAll(defaults: [.iPhoneDuo])
  /// Screen files, each checked like a pattern; given alone, only they are.
  static let screens = Options.screen.help("a screen file to check (give it once per file)")
    .repeating(defaults: [])
  static let format = Options.auditFormat.defaulting(.text)
  static let shard = Options.shard.defaulting(.whole)

  static let spec = CommandSpec(
    name,
    summary:
      "checks the fold rules on every screen of each pattern in each pose; exit 1 with findings",
    options: [
      patterns, screens, poses, sizes, devices,
    ] + EnvironmentSweep.options + [
      Options.allEnvironments, format, shard, Options.explain,
    ],
    description: """
      Checks each pattern × pose × size on every screen of the pattern (list, \
      detail, reply; pages, contents; the game menu, each game, Leave armed) and \
      prints one finding per line: pattern pose size node-id rule (and what was \
      seen, when asked). Then a count. A screen file (\(Options.screen.name) FILE, once per \
      file) is checked the same way on each of its screens, a finding on a node the \
      file declares starting FILE:LINE:COL. The json, junit and sarif formats write \
      the same findings for a tool instead (see the README for each shape). A \
      shard K/N checks a stable K-th of the screens: the N shards together check \
      each screen once. Exit 0: no finding; 1: findings; 2: a mistake, such as a \
      size too small for a pose. The Split View, text size and direction options \
      add environments (each may be all); the all-environments flag checks every \
      combination.
      Rules:
      """ + AuditRule.allCases.map { "\n  \($0.rawValue): \($0.summary)" }.joined(), run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    let report = try report(args)
    // Written only once every screen is laid out, so a mistake prints no findings.
    print(report.written(as: args[format], explain: args[Options.explain]), terminator: "")
    return report.findingCount == 0 ? 0 : 1
  }

  /// Every chosen screen laid out and checked, on every chosen device.
  static func report(_ args: ParsedArguments) throws(UsageError) -> AuditReport {
    let profiles = args[devices]
    let several = profiles.count > 1
    var cases: [AuditCase] = []
    var checked: [String] = []
    for profile in profiles {
      let sweep = try sweep(profile, args)
      cases += try sweep.run(shard: args[shard]) { state throws(UsageError) in
        // A screen's keys may turn the phone into a pose this size cannot draw.
        if state.textMetrics == nil {
          try SizeCheck.require(state.terminal, fits: [state.pose], profile: profile)
        }
      }
      let environments = sweep.environments.count
      // What was checked: the patterns, then the screen files, each named as such.
      let subjects = [
        sweep.patterns.isEmpty ? nil : "\(sweep.patterns.count) pattern(s)",
        sweep.screens.isEmpty ? nil : "\(sweep.screens.count) screen file(s)",
      ].compactMap(\.self).joined(separator: " and ")
      let what =
        "\(subjects) (\(sweep.screenCount) screens) × \(sweep.poses.count) pose(s) × \(sweep.sizes.count) size(s)"
        + (environments > 1 ? " × \(environments) environments" : "") + " checked"
      checked.append((several ? "\(profile.id): " : "") + what)
    }
    let shardNote = args[shard] == .whole ? "" : " (shard \(args[shard].argument))"
    return AuditReport(
      cases: cases, checked: checked.joined(separator: "; ") + shardNote,
      severalDevices: several, shard: args[shard])
  }

  /// What is checked on one device.
  private static func sweep(_ profile: DeviceProfile, _ args: ParsedArguments) throws(UsageError)
    -> AuditSweep
  {
    let every = args[Options.allEnvironments]
    var sizes = args[sizes]
    if !args.gave(Self.sizes) {
      let least = SceneFit.minimumSizeForEveryPose(profile: profile)
      sizes = sizes.map {
        TerminalSize(columns: max($0.columns, least.columns), rows: max($0.rows, least.rows))
      }
    }
    let poses = try PoseCheck.poses(every ? profile.supportedPoses : args[poses], on: profile)
    for size in sizes { try SizeCheck.require(size, fits: poses, profile: profile) }
    // The patterns asked for (all of them unless only screen files are given).
    let checksPatterns = args.gave(patterns) || args[screens].isEmpty || every
    return AuditSweep(
      profile: profile,
      patterns: checksPatterns ? (every ? PatternRegistry.standard.ids : args[patterns]) : [],
      screens: args[screens], poses: poses, sizes: sizes,
      environments: EnvironmentSweep.environments(args, all: every))
  }
}
