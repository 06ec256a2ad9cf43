import DuoLayoutCore
import DuoTermRender
import Glibc

/// `duoterm audit`: every chosen pattern in every chosen pose at each size and in
/// each environment, checked against the fold rules, reported as text, JSON, JUnit
/// or SARIF. Exit 0 with no failing finding (an error-level finding a baseline does
/// not hold), 1 with one, 2 for a usage error (a size too small to lay out a pose is
/// one: the audit never passes a screen it could not lay out), 3 when the report
/// cannot be written.
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
    positional: PositionalArgument(
      name: "RULE", help: "with \(Options.explain.name): the rule to explain, by its ID"),
    options: [
      patterns, screens, poses, sizes, devices,
    ] + EnvironmentSweep.options + [
      Options.allEnvironments, format, shard, Options.explain, Options.auditConfig,
      Options.baseline, Options.writeBaseline, Options.strictBaseline,
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
      each screen once. A config (duoterm-audit.json here, or \(Options.auditConfig.name) FILE) sets \
      each rule to error, warning, note or off, for every node or for node IDs \
      matching a glob; only errors fail. \(Options.writeBaseline.name) FILE records today's \
      findings; \(Options.baseline.name) FILE then fails only on new ones and counts those gone \
      (N new, M known, K fixed). \(Options.explain.name) RULE says what a rule checks, its basis \
      and how to fix a finding. Exit 0: no failing finding; 1: failing findings; \
      2: a mistake, such as a size too small for a pose or a bad config; 3: the \
      output could not be written. The Split View, text size and direction \
      options add environments (each may be all); the all-environments flag \
      checks every combination of what the other options select.
      Rules:
      """ + AuditRule.allCases.map { "\n  \($0.rawValue): \($0.summary)" }.joined(), run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    if let rule = args.positional.first {
      guard args[Options.explain] else {
        throw UsageError(
          "unexpected argument '\(rule)' for audit; to explain a rule, write duoterm audit \(Options.explain.name) \(rule)"
        )
      }
      print(try explanation(of: rule))
      return 0
    }
    var report = try report(args)
    report.config = try config(args)
    if let path = args[Options.writeBaseline] {
      let baseline = AuditBaseline(report.occurrences.map(\.fingerprint))
      try write(baseline, to: path)
      print("wrote \(baseline.findings.count) finding(s) to \(path.visible)")
      return 0
    }
    if let path = args[Options.baseline] {
      report.baseline = try read(path) { text throws(AuditConfigError) in
        try AuditBaseline(parsing: text, file: path)
      }
    }
    // Written only once every screen is laid out, so a mistake prints no findings.
    print(report.written(as: args[format], explain: args[Options.explain]), terminator: "")
    let stale = args[Options.strictBaseline] && !report.fixed.isEmpty
    return report.failingCount == 0 && !stale ? 0 : 1
  }

  /// `--explain RULE`: what the rule asks and checks, its basis, how to fix a
  /// finding, and its default level.
  static func explanation(of id: String) throws(UsageError) -> String {
    guard let rule = AuditRule.named(id) else {
      throw UsageError(
        "no audit rule '\(id)'; the rules are \(AuditRule.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    return """
      \(rule.rawValue): \(rule.summary)
      checks: \(rule.checks)
      basis: \(rule.basis)
      fix: \(rule.fix)
      level: \(rule.defaultLevel.rawValue) unless a config sets another (error, warning, note, off)
      help: \(rule.helpURI)
      """
  }

  /// The config named by `--config`, else `duoterm-audit.json` here if there is one,
  /// else every rule at its default level.
  static func config(_ args: ParsedArguments) throws(UsageError) -> AuditConfig {
    let given = args[Options.auditConfig]
    let path = given ?? "duoterm-audit.json"
    if given == nil, case .missing = AtomicFile.read(path, limit: 1) { return .standard }
    return try read(path) { text throws(AuditConfigError) in
      try AuditConfig(parsing: text, file: path)
    }
  }

  /// The file at `path` read as UTF-8 and parsed; any failure is a usage error
  /// naming the file (and its line, when the parse found one).
  static func read<Value>(_ path: String, _ parse: (String) throws(AuditConfigError) -> Value)
    throws(UsageError) -> Value
  {
    switch AtomicFile.read(path) {
    case .missing: throw UsageError("\(path): no such file — check the path")
    case .failed(let reason): throw UsageError("\(path): cannot be read (\(reason))")
    case .tooLarge(let limit): throw UsageError("\(path): \(AtomicFile.oversize(limit))")
    case .read(let bytes):
      do {
        return try parse(String(decoding: bytes, as: UTF8.self))
      } catch {
        throw UsageError(error.description)
      }
    }
  }

  /// Writes `baseline` to `path` atomically. A file there that is not a baseline
  /// (someone's own file) is never replaced.
  static func write(_ baseline: AuditBaseline, to path: String) throws(UsageError) {
    if case .read(let bytes) = AtomicFile.read(path),
      (try? AuditBaseline(parsing: String(decoding: bytes, as: UTF8.self), file: path)) == nil
    {
      throw UsageError(
        "\(path) is not an audit baseline; it is kept — choose another file for \(Options.writeBaseline.name)"
      )
    }
    do {
      try AtomicFile.write(Array(baseline.text.utf8), to: path)
    } catch {
      throw UsageError("\(path): the baseline could not be written (\(error.description))")
    }
  }

  /// Every chosen screen laid out and checked, on every chosen device.
  static func report(_ args: ParsedArguments) throws(UsageError) -> AuditReport {
    let profiles = args[devices]
    let several = profiles.count > 1
    var total = 0
    var cases: [AuditCase] = []
    var checked: [String] = []
    // When each state was laid out: a case's time runs to the next one's.
    var marks: [Double] = []
    let started = time(nil)
    for profile in profiles {
      let sweep = try sweep(profile, args)
      cases += try sweep.run(shard: args[shard]) { state throws(UsageError) in
        marks.append(now())
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
        + (environments > 1 ? " × \(environments) environments" : "")
      checked.append((several ? "\(profile.id): " : "") + what)
      total += sweep.screenCount * sweep.poses.count * sweep.sizes.count * environments
    }
    marks.append(now())
    // A screen file's locations relative to here too, as its subject is.
    cases = cases.map { auditCase in
      var relative = auditCase
      relative.findings = auditCase.findings.map { finding in
        var finding = finding
        if let file = finding.location?.file { finding.location?.file = relativePath(file) }
        return finding
      }
      return relative
    }
    let share =
      args[shard] == .whole
      ? " checked" : "; shard \(args[shard].argument) checked \(cases.count) of the \(total)"
    var report = AuditReport(
      cases: cases, checked: checked.joined(separator: "; ") + share,
      severalDevices: several, shard: args[shard])
    // Each screen file's own levels, under the subject its findings carry.
    for screen in args[screens] {
      if let file = screen.file, let audit = screen.audit {
        report.screenConfigs[relativePath(file)] = audit
      }
    }
    report.arguments = args.words
    report.times = zip(marks, marks.dropFirst()).map { $1 - $0 }
    report.timestamp = timestamp(started)
    report.hostname = hostname()
    return report
  }

  /// Seconds on the monotonic clock.
  static func now() -> Double {
    var clock = timespec()
    clock_gettime(CLOCK_MONOTONIC, &clock)
    return Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
  }

  /// `time` as ISO 8601 in UTC, to the second (`2026-12-05T07:40:00`).
  static func timestamp(_ time: time_t) -> String {
    var time = time
    var parts = tm()
    gmtime_r(&time, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return
      "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
  }

  /// This machine's name, or `localhost`.
  static func hostname() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
    let name = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return name.isEmpty ? "localhost" : name
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
    // The all-environments flag sweeps what the other options select: every pose
    // the device has unless poses are given.
    let poses = try PoseCheck.poses(
      every && !args.gave(poses) ? profile.supportedPoses : args[poses], on: profile)
    for size in sizes { try SizeCheck.require(size, fits: poses, profile: profile) }
    // The patterns asked for (all of them unless only screen files are given).
    let checksPatterns = args.gave(patterns) || args[screens].isEmpty
    // A screen file's path relative to here, as the subject and its findings'
    // locations: the same fingerprint and SARIF location on every checkout.
    let screenFiles = args[screens].map { screen in
      var screen = screen
      screen.file = screen.file.map(relativePath)
      return screen
    }
    return AuditSweep(
      profile: profile,
      patterns: checksPatterns ? args[patterns] : [],
      screens: screenFiles, poses: poses, sizes: sizes,
      environments: EnvironmentSweep.environments(args, all: every))
  }

  /// `path` relative to the working directory when it lies under it.
  static func relativePath(_ path: String) -> String {
    guard path.hasPrefix("/"), let here = getcwd(nil, 0) else { return path }
    defer { free(here) }
    let folder = String(cString: here)
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
