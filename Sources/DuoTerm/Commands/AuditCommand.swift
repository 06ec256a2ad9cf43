import DuoLayoutCore

/// `duoterm audit`: every chosen pattern in every chosen pose at each size, checked
/// against the fold rules. One finding a line, then a count; exit 0 with none,
/// 1 with findings, 2 for a usage error.
enum AuditCommand {
  static let usage = """
    usage: duoterm audit [--pattern P|all] [--pose X|all] [--size WxH]... [--explain]
    Checks each pattern × pose × size (default: all patterns, all poses, 200x50 and
    80x24), on every screen of the pattern (list, detail, reply; pages, contents;
    the game menu, each game, Leave armed), and prints one finding per line: pattern pose size node-id rule (with
    --explain, what was seen). Then a count. Exit 0: no finding; 1: findings.
    Rules:
    """

  static func run(_ words: [String]) throws(UsageError) -> Int32 {
    let args = try Arguments(
      words, command: "audit", valued: ["--pattern", "--pose", "--size"],
      flags: ["--explain", "--help"])
    if args.flag("--help") {
      print(usage)
      for rule in AuditRule.allCases { print("  \(rule.rawValue): \(rule.summary)") }
      return 0
    }
    let registry = PatternRegistry.standard
    let patterns: [PatternEntry] =
      args.value("--pattern").map { $0 == "all" } ?? true
      ? registry.entries : [registry[try OptionParsers.pattern(args.value("--pattern"))]]
    let poses: [Pose] =
      args.value("--pose").map { $0 == "all" } ?? true
      ? Pose.allCases : [try OptionParsers.pose(args.value("--pose"))]
    var sizes: [TerminalSize] = []
    for text in args.allValues("--size") { sizes.append(try OptionParsers.size(text)) }
    if sizes.isEmpty { sizes = [.standard, TerminalSize(columns: 80, rows: 24)] }

    var count = 0
    var screens = 0
    for entry in patterns {
      let pattern = entry.id
      for screen in entry.auditScreens {
        screens += 1
        for size in sizes {
          var trees: [LayoutNode] = []
          for pose in poses {
            let state = screen.state(pose: pose, terminal: size, pattern: pattern)
            trees.append(state.tree)
            for finding in FoldAudit.findings(in: state.tree, env: state.environment) {
              report(
                finding, pattern: pattern, screen: screen, pose: pose, size: size,
                explain: args.flag("--explain"))
              count += 1
            }
          }
          for (index, finding) in FoldAudit.orderFindings(across: trees) {
            report(
              finding, pattern: pattern, screen: screen, pose: poses[index], size: size,
              explain: args.flag("--explain"))
            count += 1
          }
        }
      }
    }
    let checked =
      "\(patterns.count) pattern(s) (\(screens) screens) × \(poses.count) pose(s) × \(sizes.count) size(s) checked"
    print("\(count) finding\(count == 1 ? "" : "s"): \(checked)")
    return count == 0 ? 0 : 1
  }

  private static func report(
    _ finding: AuditFinding, pattern: PatternID, screen: AuditScreen, pose: Pose,
    size: TerminalSize, explain: Bool
  ) {
    var line =
      "\(pattern.argument) \(pose.argument) \(size.columns)x\(size.rows) \(finding.nodeID) \(finding.rule.rawValue)"
    if explain { line += "  (on the \(screen.name) screen: \(finding.detail))" }
    print(line)
  }
}
