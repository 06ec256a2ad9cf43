import DuoLayoutCore

extension AuditReport {
  /// The schema SARIF 2.1.0 files name (OASIS, errata 01).
  static let sarifSchema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// The report as SARIF 2.1.0: one run whose `tool.driver.rules` are the audit's
  /// rules (ID, name, short description, basis, help URI) and one result per
  /// finding, level `error`. A finding with a source location (a screen file's
  /// node) has a physical location, its file and line and column, so a code host
  /// shows it on that line; one without (a built-in pattern) names the node as a
  /// logical location, `subject/screen/device/pose/environment/node`.
  var sarif: String {
    let rules = AuditRule.allCases
    let descriptors: [JSONValue] = rules.map { rule in
      Self.object([
        ("id", .init(.string(rule.rawValue))), ("name", .init(.string(Self.sarifName(rule)))),
        ("shortDescription", ["text": .init(.string(rule.summary))]),
        ("fullDescription", ["text": .init(.string("\(rule.summary). Basis: \(rule.basis)."))]),
        ("helpUri", .init(.string(rule.helpURI))),
        ("help", ["text": .init(.string("Basis: \(rule.basis)."))]),
        ("defaultConfiguration", ["level": "error"]),
      ])
    }
    var results: [JSONValue] = []
    for auditCase in cases {
      let unit = auditCase.unit
      for finding in auditCase.findings {
        let location: JSONValue
        if let source = finding.location {
          location = [
            "physicalLocation": [
              "artifactLocation": ["uri": .init(.string(Self.uri(source.file)))],
              "region": [
                "startLine": .init(.number(JSONNumber(max(1, source.line)))),
                "startColumn": .init(.number(JSONNumber(max(1, source.column)))),
              ],
            ]
          ]
        } else {
          location = [
            "logicalLocations": [
              [
                "name": .init(.string(finding.nodeID)),
                "fullyQualifiedName": .init(.string("\(unit.key)/\(finding.nodeID)")),
                "kind": "element",
              ]
            ]
          ]
        }
        results.append(
          Self.object([
            ("ruleId", .init(.string(finding.rule.rawValue))),
            ("ruleIndex", .init(.number(JSONNumber(rules.firstIndex(of: finding.rule) ?? 0)))),
            ("level", "error"),
            ("message", ["text": .init(.string(Self.message(finding, in: unit)))]),
            ("locations", [location]),
          ]))
      }
    }
    let run = Self.object([
      (
        "tool",
        [
          "driver": Self.object([
            ("name", "duoterm audit"),
            ("informationUri", .init(.string(AuditRule.touchTargetTooSmall.helpURI))),
            ("rules", .init(.array(descriptors))),
          ])
        ]
      ),
      ("columnKind", "unicodeCodePoints"),
      ("results", .init(.array(results))),
    ])
    let log = Self.object([
      ("$schema", .init(.string(Self.sarifSchema))), ("version", "2.1.0"),
      ("runs", [run]),
    ])
    return JSONWriter(pretty: true).write(log)
  }

  /// A rule's `name`: its ID in upper camel case (`TouchTargetTooSmall`), as SARIF suggests.
  static func sarifName(_ rule: AuditRule) -> String {
    rule.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  /// A relative URI reference for a path: each segment percent-encoded where a URI
  /// cannot hold the character as it is.
  static func uri(_ path: String) -> String {
    let allowed = Set(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".unicodeScalars)
    var out = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80 && allowed.contains(scalar) {
        out.unicodeScalars.append(scalar)
      } else {
        out += (byte < 0x10 ? "%0" : "%") + String(byte, radix: 16, uppercase: true)
      }
    }
    return out
  }
}
