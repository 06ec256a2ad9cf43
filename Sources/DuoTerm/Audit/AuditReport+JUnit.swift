import DuoLayoutCore

extension AuditReport {
  /// The report as JUnit XML, as CI test reports read it (Jenkins' `junit-10.xsd`
  /// shape, which GitHub Actions' test reporters and GitLab read): one `testsuite`
  /// per subject (a pattern, or a screen file) with the run's `timestamp`,
  /// `hostname` and a `properties` block (devices, shard, baseline), one `testcase`
  /// per screen, device, pose and environment with its measured `time`, and a
  /// `failure` per error the baseline does not know, its `type` the rule. Warnings,
  /// notes and known findings go to the case's `system-out`. The classname is
  /// `duoterm.audit.` and the subject with every character Jenkins would split a
  /// package or class on (`.`, `/`, and anything but letters, digits, `-` and `_`)
  /// as `_`. The shards' files merge as those tools merge any JUnit files.
  ///
  /// ```xml
  /// <testsuites name="duoterm audit" tests="2" failures="1" errors="0" time="0.120">
  ///   <testsuite name="list-detail" tests="2" failures="1" errors="0" skipped="0" …>
  ///     <testcase name="reply · iphone-duo · book · 200x50" classname="duoterm.audit.list-detail" time="0.061">
  ///       <failure type="touch-target-too-small" message="detail.send: …">…</failure>
  /// ```
  var junit: String {
    var subjects: [String] = []
    var bySubject: [String: [Int]] = [:]
    for (index, auditCase) in cases.enumerated() {
      let subject = auditCase.unit.subject
      if bySubject[subject] == nil { subjects.append(subject) }
      bySubject[subject, default: []].append(index)
    }
    let byUnit = Dictionary(grouping: occurrences, by: \.unit)
    func failing(_ indices: [Int]) -> Int {
      indices.filter { (byUnit[cases[$0].unit] ?? []).contains(where: \.fails) }.count
    }
    func seconds(_ indices: [Int]) -> String {
      Self.seconds(indices.reduce(0) { $0 + (times.indices.contains($1) ? times[$1] : 0) })
    }
    let everyCase = Array(cases.indices)
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="duoterm audit" tests="\#(cases.count)" failures="\#(failing(everyCase))" errors="0" time="\#(seconds(everyCase))">"#,
    ]
    let devices = Array(Set(cases.map(\.unit.device))).sorted().joined(separator: ",")
    for subject in subjects {
      let suite = bySubject[subject] ?? []
      lines.append(
        #"  <testsuite name="\#(subject.xmlEscaped)" tests="\#(suite.count)" failures="\#(failing(suite))" errors="0" skipped="0" time="\#(seconds(suite))" timestamp="\#(timestamp.xmlEscaped)" hostname="\#(hostname.xmlEscaped)">"#
      )
      lines.append("    <properties>")
      for (name, value) in [
        ("devices", devices), ("shard", shard.argument),
        ("baseline", baseline == nil ? "none" : "given"),
      ] {
        lines.append(
          #"      <property name="\#(name)" value="\#(value.xmlEscaped)"/>"#)
      }
      lines.append("    </properties>")
      for index in suite {
        let unit = cases[index].unit
        let name = [unit.screen, unit.device, unit.pose.argument, unit.environment]
          .joined(separator: " · ")
        let time = times.indices.contains(index) ? Self.seconds(times[index]) : "0"
        let opening =
          #"    <testcase name="\#(name.xmlEscaped)" classname="duoterm.audit.\#(Self.className(subject))" time="\#(time)""#
        let found = byUnit[unit] ?? []
        guard !found.isEmpty else {
          lines.append(opening + "/>")
          continue
        }
        lines.append(opening + ">")
        var passing: [String] = []
        for occurrence in found {
          let finding = occurrence.finding
          // Shown visibly: a CI log that prints the file must not run a line a
          // screen file chose (`::error …` after a newline in a symbol).
          var body = "\(finding.nodeID) \(finding.rule.rawValue): \(finding.detail)".visible
          if let location = finding.location { body = "\(location): \(body)" }
          guard occurrence.fails else {
            passing.append("\(occurrence.isNew ? occurrence.level.rawValue : "known"): \(body)")
            continue
          }
          body += "\nbasis: \(finding.rule.basis)\nfix: \(finding.rule.fix)"
          lines.append(
            #"      <failure type="\#(finding.rule.rawValue)" message="\#(Self.message(finding, in: unit).visible.xmlEscaped)">\#(body.xmlEscaped)</failure>"#
          )
        }
        if !passing.isEmpty {
          lines.append(
            "      <system-out>\(passing.joined(separator: "\n").xmlEscaped)</system-out>")
        }
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.map { $0 + "\n" }.joined()
  }

  /// Seconds with three decimals (`0.061`), as JUnit's `time` holds them.
  static func seconds(_ value: Double) -> String {
    let millis = Int((max(0, value) * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// `subject` as the class part of a JUnit classname: letters, digits, `-` and
  /// `_` kept, anything else (the `.` and `/` of a path) as `_`, so Jenkins' split
  /// at the last dot gives `duoterm.audit` and the subject.
  static func className(_ subject: String) -> String {
    String(
      subject.unicodeScalars.map { scalar -> Character in
        let keep =
          ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
        return keep ? Character(scalar) : "_"
      })
  }
}
