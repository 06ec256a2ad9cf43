import DuoLayoutCore
import DuoTermRender

/// `duoterm audit`: every chosen pattern in every chosen pose at each size, checked
/// against the fold rules. One finding a line, then a count; exit 0 with none,
/// 1 with findings, 2 for a usage error (a size too small to lay out a pose is
/// one: the audit never passes a screen it could not lay out).
enum AuditCommand {
  static let patterns = Options.pattern.help("the patterns to check").repeatingOrAll()
  static let poses = Options.pose.help("the poses to check in").repeatingOrAll()
  /// 200x50 and 80x24; on a device whose poses need more than 80x24, the smallest
  /// size they all fit instead.
  static let sizes = Options.size.help("the terminal sizes to check at")
    .repeating(defaults: [.standard, TerminalSize(columns: 80, rows: 24)])
  static let devices = Options.device.help("the devices to check on")
    .repeatingOrAll(defaults: [.iPhoneDuo])
  static let splits = Options.split.help("the Split Views to check in (off: the whole display)")
    .repeatingOrAll(defaults: [nil])
  static let textSizes = Options.textSize.help("the text sizes to check at")
    .repeatingOrAll(defaults: [.standard])
  static let directions = Options.direction.help("the layout directions to check in")
    .repeatingOrAll(defaults: [.leftToRight])

  static let spec = CommandSpec(
    "audit",
    summary:
      "checks the fold rules on every screen of each pattern in each pose; exit 1 with findings",
    options: [
      patterns, poses, sizes, devices, splits, textSizes, directions, Options.allEnvironments,
      Options.explain,
    ],
    description: """
      Checks each pattern × pose × size on every screen of the pattern (list, \
      detail, reply; pages, contents; the game menu, each game, Leave armed) and \
      prints one finding per line: pattern pose size node-id rule (and what was \
      seen, when asked). Then a count. Exit 0: no finding; 1: findings; 2: a \
      mistake, such as a size too small for a pose. The Split View, text size and \
      direction options add environments (each may be all); the all-environments \
      flag checks every combination.
      Rules:
      """ + AuditRule.allCases.map { "\n  \($0.rawValue): \($0.summary)" }.joined(), run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    let profiles = args[devices]
    let several = profiles.count > 1
    var lines: [String] = []
    var checked: [String] = []
    for profile in profiles {
      let found = try audit(profile, args)
      lines += found.lines.map { several ? "\(profile.id) \($0)" : $0 }
      checked.append((several ? "\(profile.id): " : "") + found.checked)
    }
    // Printed only once every screen is laid out, so a mistake prints no findings.
    for line in lines { print(line) }
    let count = lines.count
    print("\(count) finding\(count == 1 ? "" : "s"): \(checked.joined(separator: "; "))")
    return count == 0 ? 0 : 1
  }

  /// The findings on one device, and what was checked.
  private static func audit(_ profile: DeviceProfile, _ args: ParsedArguments) throws(UsageError)
    -> (lines: [String], checked: String)
  {
    let registry = PatternRegistry.standard
    let patterns = (args[Options.allEnvironments] ? registry.ids : args[patterns]).map {
      registry[$0]
    }
    var sizes = args[sizes]
    if !args.gave(Self.sizes) {
      let least = SceneFit.minimumSizeForEveryPose(profile: profile)
      sizes = sizes.map {
        TerminalSize(columns: max($0.columns, least.columns), rows: max($0.rows, least.rows))
      }
    }
    let every = args[Options.allEnvironments]
    let poses = try PoseCheck.poses(
      every ? profile.supportedPoses : args[poses], on: profile)
    let explain = args[Options.explain]
    let environments = combinations(
      splits: every ? [nil] + SplitView.allCases : args[splits],
      textSizes: every ? TextSize.allCases : args[textSizes],
      directions: every ? LayoutDirection.allCases : args[directions])
    for size in sizes { try SizeCheck.require(size, fits: poses, profile: profile) }
    var lines: [String] = []
    var screens = 0
    for entry in patterns {
      let pattern = entry.id
      for screen in entry.auditScreens {
        screens += 1
        for size in sizes {
          for options in environments {
            var trees: [LayoutNode] = []
            for pose in poses {
              let state = screen.state(
                pose: pose, terminal: size, pattern: pattern, profile: profile, options: options)
              // A screen's keys may turn the phone into a pose this size cannot draw.
              if state.textMetrics == nil {
                try SizeCheck.require(size, fits: [state.pose], profile: profile)
              }
              trees.append(state.tree)
              for finding in FoldAudit.findings(in: state.tree, env: state.environment) {
                lines.append(
                  line(
                    finding, pattern: pattern, screen: screen, pose: pose, size: size,
                    options: options, explain: explain))
              }
            }
            for (index, finding) in FoldAudit.orderFindings(across: trees) {
              lines.append(
                line(
                  finding, pattern: pattern, screen: screen, pose: poses[index], size: size,
                  options: options, explain: explain))
            }
          }
        }
      }
    }
    return (
      lines,
      "\(patterns.count) pattern(s) (\(screens) screens) × \(poses.count) pose(s) × \(sizes.count) size(s)"
        + (environments.count > 1 ? " × \(environments.count) environments" : "") + " checked"
    )
  }

  /// Every Split View × text size × direction asked for.
  static func combinations(
    splits: [SplitView?], textSizes: [TextSize], directions: [LayoutDirection]
  ) -> [EnvironmentOptions] {
    splits.flatMap { split in
      textSizes.flatMap { size in
        directions.map {
          EnvironmentOptions(splitView: split, textSize: size, layoutDirection: $0)
        }
      }
    }
  }

  /// The environment in a finding's line: nothing for the default one, else
  /// `split=2/3,trailing text=accessibility-5 rtl`.
  static func words(_ options: EnvironmentOptions) -> String {
    var words: [String] = []
    if let split = options.splitView { words.append("split=\(split.argument)") }
    if options.textSize != .standard { words.append("text=\(options.textSize.argument)") }
    if options.layoutDirection == .rightToLeft { words.append("rtl") }
    return words.map { " " + $0 }.joined()
  }

  private static func line(
    _ finding: AuditFinding, pattern: PatternID, screen: AuditScreen, pose: Pose,
    size: TerminalSize, options: EnvironmentOptions, explain: Bool
  ) -> String {
    var line =
      "\(pattern.argument) \(pose.argument) \(size.argument)\(words(options)) \(finding.nodeID) \(finding.rule.rawValue)"
    if explain { line += "  (on the \(screen.name) screen: \(finding.detail))" }
    return line
  }
}
