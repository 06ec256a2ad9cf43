import DuoLayoutCore

extension AuditReport {
  /// The report as JSON, pretty-printed, in this shape (documented in the README):
  ///
  /// ```json
  /// {
  ///   "version": 1,
  ///   "shard": "1/1",
  ///   "findingCount": 1,
  ///   "rules": [{ "id": "touch-target-too-small", "summary": "…", "basis": "…" }],
  ///   "cases": [{
  ///     "subject": "list-detail", "screen": "reply", "device": "iphone-duo",
  ///     "pose": "book", "environment": "200x50",
  ///     "findings": [{ "node": "detail.send", "rule": "touch-target-too-small",
  ///                    "detail": "64×16 is below 44 × 44 pt",
  ///                    "location": { "file": "chat.json", "line": 12, "column": 7 } }]
  ///   }]
  /// }
  /// ```
  ///
  /// `location` is there only for a finding whose node comes from a file.
  var json: String {
    let rules: [JSONValue] = AuditRule.allCases.map {
      [
        "id": .init(.string($0.rawValue)), "summary": .init(.string($0.summary)),
        "basis": .init(.string($0.basis)),
      ]
    }
    let cases: [JSONValue] = cases.map { auditCase in
      let unit = auditCase.unit
      let findings: [JSONValue] = auditCase.findings.map { finding in
        var object: [(String, JSONValue)] = [
          ("node", .init(.string(finding.nodeID))), ("rule", .init(.string(finding.rule.rawValue))),
          ("detail", .init(.string(finding.detail))),
        ]
        if let location = finding.location {
          object.append(
            (
              "location",
              [
                "file": .init(.string(location.file)),
                "line": .init(.number(JSONNumber(location.line))),
                "column": .init(.number(JSONNumber(location.column))),
              ]
            ))
        }
        return Self.object(object)
      }
      return Self.object([
        ("subject", .init(.string(unit.subject))), ("screen", .init(.string(unit.screen))),
        ("device", .init(.string(unit.device))), ("pose", .init(.string(unit.pose.argument))),
        ("environment", .init(.string(unit.environment))), ("findings", .init(.array(findings))),
      ])
    }
    let report = Self.object([
      ("version", 1), ("shard", .init(.string(shard.argument))),
      ("findingCount", .init(.number(JSONNumber(findingCount)))),
      ("rules", .init(.array(rules))), ("cases", .init(.array(cases))),
    ])
    return JSONWriter(pretty: true).write(report)
  }

  /// An object with its members in the order given.
  static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    JSONValue(.object(JSONObject(members.map { JSONMember(key: $0.0, value: $0.1) })))
  }
}
