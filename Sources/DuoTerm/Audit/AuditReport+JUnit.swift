import DuoLayoutCore

extension AuditReport {
  /// The report as JUnit XML, as CI test reports read it (Jenkins' `junit-10.xsd`
  /// shape, which GitHub Actions' test reporters and GitLab read): one `testsuite`
  /// per subject (a pattern, or a screen file), one `testcase` per screen, device,
  /// pose and environment, and a `failure` per finding, its `type` the rule. The
  /// shards' files merge as those tools merge any JUnit files.
  ///
  /// ```xml
  /// <testsuites name="duoterm audit" tests="2" failures="1" errors="0">
  ///   <testsuite name="list-detail" tests="2" failures="1" errors="0" skipped="0">
  ///     <testcase name="reply · iphone-duo · book · 200x50" classname="duoterm.audit.list-detail">
  ///       <failure type="touch-target-too-small" message="detail.send: …">…</failure>
  /// ```
  var junit: String {
    var subjects: [String] = []
    var bySubject: [String: [AuditCase]] = [:]
    for auditCase in cases {
      let subject = auditCase.unit.subject
      if bySubject[subject] == nil { subjects.append(subject) }
      bySubject[subject, default: []].append(auditCase)
    }
    func failing(_ cases: [AuditCase]) -> Int { cases.filter { !$0.findings.isEmpty }.count }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="duoterm audit" tests="\#(cases.count)" failures="\#(failing(cases))" errors="0" time="0">"#,
    ]
    for subject in subjects {
      let suite = bySubject[subject] ?? []
      lines.append(
        #"  <testsuite name="\#(subject.xmlEscaped)" tests="\#(suite.count)" failures="\#(failing(suite))" errors="0" skipped="0" time="0">"#
      )
      for auditCase in suite {
        let unit = auditCase.unit
        let name = [unit.screen, unit.device, unit.pose.argument, unit.environment]
          .joined(separator: " · ")
        let opening =
          #"    <testcase name="\#(name.xmlEscaped)" classname="duoterm.audit.\#(subject.xmlEscaped)" time="0""#
        guard !auditCase.findings.isEmpty else {
          lines.append(opening + "/>")
          continue
        }
        lines.append(opening + ">")
        for finding in auditCase.findings {
          var body = "\(finding.nodeID) \(finding.rule.rawValue): \(finding.detail)"
          if let location = finding.location { body = "\(location): \(body)" }
          body += "\nbasis: \(finding.rule.basis)"
          lines.append(
            #"      <failure type="\#(finding.rule.rawValue)" message="\#(Self.message(finding, in: unit).xmlEscaped)">\#(body.xmlEscaped)</failure>"#
          )
        }
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.map { $0 + "\n" }.joined()
  }
}
