import DuoLayoutCore

/// What one run of `duoterm audit` found, written in any `AuditFormat`. Built once
/// every screen is laid out, so a usage error prints nothing.
///
/// ```swift
/// let report = AuditReport(cases: cases, checked: "12 pattern(s) …", severalDevices: false)
/// print(report.text(explain: false))
/// report.findingCount  // 0 on a clean audit
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

  /// The findings of every case.
  var findingCount: Int { cases.reduce(0) { $0 + $1.findings.count } }

  /// The report in `format`, ending with a line break.
  func written(as format: AuditFormat, explain: Bool) -> String {
    switch format {
    case .text: text(explain: explain)
    case .json: json + "\n"
    case .junit: junit
    case .sarif: sarif + "\n"
    }
  }

  /// One finding a line, `pattern pose size node-id rule` (the device first when
  /// several were checked; with `explain`, the screen and what was seen, and after
  /// the findings each broken rule once: what it asks and where it comes from),
  /// then the count.
  func text(explain: Bool) -> String {
    var lines: [String] = []
    for auditCase in cases {
      let unit = auditCase.unit
      for finding in auditCase.findings {
        var line =
          "\(unit.subject) \(unit.pose.argument) \(unit.environment) \(finding.nodeID) \(finding.rule.rawValue)"
        if severalDevices { line = "\(unit.device) \(line)" }
        if let location = finding.location { line = "\(location): \(line)" }
        if explain { line += "  (on the \(unit.screen) screen: \(finding.detail))" }
        lines.append(line)
      }
    }
    if explain {
      let broken = Set(cases.flatMap { $0.findings.map(\.rule) })
      for rule in AuditRule.allCases where broken.contains(rule) {
        lines.append("\(rule.rawValue): \(rule.summary). Basis: \(rule.basis)")
      }
    }
    let count = findingCount
    lines.append("\(count) finding\(count == 1 ? "" : "s"): \(checked)")
    return lines.map { $0 + "\n" }.joined()
  }

  /// One sentence naming the finding and where it was seen, for JUnit and SARIF.
  static func message(_ finding: AuditFinding, in unit: AuditUnit) -> String {
    "\(finding.nodeID): \(finding.rule.summary) — \(finding.detail) (\(unit.subject), \(unit.screen) screen, \(unit.device), \(unit.pose.argument), \(unit.environment))"
  }
}
