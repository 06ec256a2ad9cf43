import DuoLayoutCore

/// What one run of `duoterm audit` found, written in any `AuditFormat`. Built once
/// every screen is laid out, so a usage error prints nothing. The config sets each
/// finding's level (`off` leaves it out); the baseline, when given, splits the
/// findings into new and known and names the known ones that are gone.
///
/// ```swift
/// let report = AuditReport(cases: cases, checked: "12 pattern(s) …", severalDevices: false)
/// print(report.text(explain: false))
/// report.failingCount  // 0 on a clean audit
/// ```
struct AuditReport: Sendable {
  /// Every checked screen, with its findings (none when it passed).
  var cases: [AuditCase]
  /// What was checked, in words, for the text report's last line.
  var checked: String
  /// True when more than one device was checked: the text lines then start with it.
  var severalDevices: Bool
  /// The part of the audit this run did.
  var shard: AuditShard = .whole
  /// The rules' levels.
  var config: AuditConfig = .standard
  /// The levels a screen file sets for its own findings (its `"audit"` block), by
  /// subject; where one sets a level it wins over `config`.
  var screenConfigs: [String: AuditConfig] = [:]
  /// The accepted findings, when a baseline was given.
  var baseline: AuditBaseline?
  /// The words the audit was run with, for SARIF's `invocations`.
  var arguments: [String] = []
  /// Seconds each case took to lay out and check, in `cases`' order (JUnit's `time`).
  var times: [Double] = []
  /// When the run started, ISO 8601 in UTC (JUnit's `timestamp`).
  var timestamp = "1970-01-01T00:00:00"
  /// The machine's name (JUnit's `hostname`).
  var hostname = "localhost"

  /// Every finding not turned off, in the order found.
  var occurrences: [AuditOccurrence] {
    cases.flatMap { auditCase in
      auditCase.findings.compactMap { finding in
        let level =
          screenConfigs[auditCase.unit.subject]?.setLevel(of: finding.rule, node: finding.nodeID)
          ?? config.level(of: finding.rule, node: finding.nodeID)
        guard level != .off else { return nil }
        let fingerprint = AuditFingerprint(unit: auditCase.unit, finding: finding)
        return AuditOccurrence(
          unit: auditCase.unit, finding: finding, level: level, fingerprint: fingerprint,
          isNew: !(baseline?.findings.contains(fingerprint) ?? false))
      }
    }
  }

  /// The baseline's findings on screens this run checked that it no longer found.
  var fixed: [AuditFingerprint] {
    guard let baseline else { return [] }
    let checkedUnits = Set(cases.map(\.unit.key))
    let found = Set(
      cases.flatMap { auditCase in
        auditCase.findings.map { AuditFingerprint(unit: auditCase.unit, finding: $0) }
      })
    return baseline.findings.filter { checkedUnits.contains($0.unitKey) && !found.contains($0) }
      .sorted()
  }

  /// The findings that fail the audit: errors the baseline does not know.
  var failingCount: Int { occurrences.filter(\.fails).count }

  /// The findings reported (every level but off).
  var findingCount: Int { occurrences.count }

  /// The report in `format`, ending with a line break.
  func written(as format: AuditFormat, explain: Bool) -> String {
    switch format {
    case .text: text(explain: explain)
    case .json: json + "\n"
    case .junit: junit
    case .sarif: sarif + "\n"
    }
  }

  /// One line a distinct finding, `pattern pose size screen node-id rule` (the
  /// device first when several were checked; the level when not an error; with
  /// `explain`, what was seen), a line per fixed baseline entry, then the counts.
  /// With a baseline, the known findings are counted, not listed.
  func text(explain: Bool) -> String {
    var lines: [String] = []
    var seen: Set<String> = []
    let all = occurrences
    for occurrence in all where occurrence.isNew {
      let unit = occurrence.unit
      let finding = occurrence.finding
      var line =
        "\(unit.subject) \(unit.pose.argument) \(unit.environment) \(unit.screen) \(finding.nodeID) \(finding.rule.rawValue)"
      if severalDevices { line = "\(unit.device) \(line)" }
      if let location = finding.location { line = "\(location): \(line)" }
      if occurrence.level != .error { line += " (\(occurrence.level.rawValue))" }
      if explain { line += "  (\(finding.detail))" }
      if seen.insert(line).inserted { lines.append(line.visible) }
    }
    let fixed = fixed
    for entry in fixed {
      lines.append("fixed: \(entry.text)".visible)
    }
    // Under a baseline the line counts what is new (what can fail) and then what is
    // known: "0 findings … (6 errors)" read as if six errors were listed.
    let listed = all.filter(\.isNew)
    let screens = Set(listed.map(\.unit.key)).count
    let distinct = lines.count - fixed.count
    let levels = AuditLevel.allCases.reversed().compactMap { level -> String? in
      let count = listed.filter { $0.level == level }.count
      return count == 0 ? nil : "\(count) \(level.rawValue)\(count == 1 ? "" : "s")"
    }
    let noun = (baseline == nil ? "" : "new ") + "finding\(distinct == 1 ? "" : "s")"
    var summary = "\(distinct) \(noun) on \(screens) of \(cases.count) screens"
    if !levels.isEmpty { summary += " (\(levels.joined(separator: ", ")))" }
    let known = all.filter { !$0.isNew }
    if baseline != nil, !known.isEmpty {
      summary += ", known ones on \(Set(known.map(\.unit.key)).count)"
    }
    lines.append("\(summary): \(checked)")
    if baseline != nil {
      // Counted as distinct findings (rule, subject, node), each on any number of screens.
      func distinct(_ items: some Sequence<AuditFingerprint>) -> Int {
        Set(items.map { "\($0.rule)|\($0.subject)|\($0.node)" }).count
      }
      let new = distinct(all.filter(\.isNew).map(\.fingerprint))
      let known = distinct(all.filter { !$0.isNew }.map(\.fingerprint))
      lines.append(
        "\(new) new, \(known) known, \(distinct(fixed)) fixed (findings on \(all.filter(\.isNew).count), \(all.count - all.filter(\.isNew).count) and \(fixed.count) screens)"
      )
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// One sentence naming the finding and where it was seen, for JUnit and SARIF.
  static func message(_ finding: AuditFinding, in unit: AuditUnit) -> String {
    "\(finding.nodeID): \(finding.rule.summary) — \(finding.detail) (\(unit.subject), \(unit.screen) screen, \(unit.device), \(unit.pose.argument), \(unit.environment))"
  }
}
