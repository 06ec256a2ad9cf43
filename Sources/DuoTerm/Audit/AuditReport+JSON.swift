import DuoLayoutCore

extension AuditReport {
  /// The report as JSON, pretty-printed, in this shape (documented in the README):
  ///
  /// ```json
  /// {
  ///   "version": 1,
  ///   "shard": "1/1",
  ///   "findingCount": 1, "failingCount": 1,
  ///   "rules": [{ "id": "touch-target-too-small", "summary": "…", "basis": "…",
  ///               "level": "error" }],
  ///   "cases": [{
  ///     "subject": "list-detail", "screen": "reply", "device": "iphone-duo",
  ///     "pose": "book", "environment": "200x50",
  ///     "findings": [{ "node": "detail.send", "rule": "touch-target-too-small",
  ///                    "detail": "64×16 is below 44 × 44 pt", "level": "error",
  ///                    "new": true, "fingerprint": "f3a0…",
  ///                    "location": { "file": "chat.json", "line": 12, "column": 7 } }]
  ///   }],
  ///   "fixed": [{ "rule": …, "subject": …, … }]
  /// }
  /// ```
  ///
  /// `location` is there only for a finding whose node comes from a file; a rule set
  /// `off` has no findings; `new` is false for a finding the baseline knows, and
  /// `fixed` lists the baseline's findings gone (empty with no baseline). The
  /// schema is `Schemas/audit-report.schema.json`.
  var json: String {
    let rules: [JSONValue] = AuditRule.allCases.map {
      [
        "id": .init(.string($0.rawValue)), "summary": .init(.string($0.summary)),
        "basis": .init(.string($0.basis)),
        "level": .init(.string(config.rules[$0]?.rawValue ?? $0.defaultLevel.rawValue)),
      ]
    }
    let byUnit = Dictionary(grouping: occurrences, by: \.unit)
    let cases: [JSONValue] = cases.map { auditCase in
      let unit = auditCase.unit
      let findings: [JSONValue] = (byUnit[unit] ?? []).map { occurrence in
        let finding = occurrence.finding
        var object: [(String, JSONValue)] = [
          ("node", .init(.string(finding.nodeID))), ("rule", .init(.string(finding.rule.rawValue))),
          ("detail", .init(.string(finding.detail))),
          ("level", .init(.string(occurrence.level.rawValue))),
          ("new", .init(.bool(occurrence.isNew))),
          ("fingerprint", .init(.string(occurrence.fingerprint.hash))),
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
      ("failingCount", .init(.number(JSONNumber(failingCount)))),
      ("rules", .init(.array(rules))), ("cases", .init(.array(cases))),
      ("fixed", .init(.array(fixed.map(Self.fingerprintObject)))),
    ])
    return JSONWriter(pretty: true).write(report)
  }

  /// A fingerprint's fields as an object, in `AuditFingerprint.fieldNames` order.
  static func fingerprintObject(_ fingerprint: AuditFingerprint) -> JSONValue {
    object(
      zip(AuditFingerprint.fieldNames, fingerprint.fields).map { ($0.0, .init(.string($0.1))) })
  }

  /// An object with its members in the order given.
  static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    JSONValue(.object(JSONObject(members.map { JSONMember(key: $0.0, value: $0.1) })))
  }
}
