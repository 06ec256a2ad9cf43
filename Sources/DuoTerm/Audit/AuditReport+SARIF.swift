import DuoLayoutCore

extension AuditReport {
  /// The schema SARIF 2.1.0 files name (OASIS, errata 01).
  static let sarifSchema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// The report as SARIF 2.1.0: one run whose `tool.driver` names the version and
  /// the audit's rules (ID, name, descriptions, basis, help URI and level), and one
  /// result per distinct finding (rule, subject, node) with every
  /// screen it occurs on as a related location. A finding with a source location (a
  /// screen file's node) has a physical location, its file, line and column, so a
  /// code host shows it on that line; one without (a built-in pattern) names the
  /// node as a logical location, `subject/screen/device/pose/environment/node`.
  /// `partialFingerprints` carry the finding's identity (never a line), so a host
  /// tracks it across runs; `automationDetails.id` names the shard, so the shards'
  /// uploads stay apart; with a baseline each result has its `baselineState`.
  var sarif: String {
    let rules = AuditRule.allCases
    let descriptors: [JSONValue] = rules.map { rule in
      Self.object([
        ("id", .init(.string(rule.rawValue))), ("name", .init(.string(Self.sarifName(rule)))),
        ("shortDescription", ["text": .init(.string(rule.summary))]),
        (
          "fullDescription",
          ["text": .init(.string("\(rule.summary). Checks \(rule.checks). Basis: \(rule.basis)."))]
        ),
        ("helpUri", .init(.string(rule.helpURI))),
        ("help", ["text": .init(.string("\(rule.fix). Basis: \(rule.basis)."))]),
        (
          "defaultConfiguration",
          Self.object([
            ("level", .init(.string(Self.sarifLevel(config.rules[rule] ?? rule.defaultLevel)))),
            ("enabled", .init(.bool((config.rules[rule] ?? rule.defaultLevel) != .off))),
          ])
        ),
      ])
    }
    var order: [String] = []
    var groups: [String: [AuditOccurrence]] = [:]
    for occurrence in occurrences {
      let finding = occurrence.finding
      // Never the line: the fingerprint survives edits elsewhere in the file.
      let key = [finding.rule.rawValue, occurrence.unit.subject, finding.nodeID]
        .joined(separator: "|")
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(occurrence)
    }
    let results: [JSONValue] = order.map { key in
      let group = groups[key] ?? []
      let first = group[0]
      let finding = first.finding
      let level = group.map(\.level).max() ?? first.level
      let related: [JSONValue] = group.enumerated().map { index, occurrence in
        Self.object([
          ("id", .init(.number(JSONNumber(index)))),
          (
            "message",
            ["text": .init(.string(Self.message(occurrence.finding, in: occurrence.unit)))]
          ),
          ("logicalLocations", [Self.logical(occurrence)]),
        ])
      }
      var members: [(String, JSONValue)] = [
        ("ruleId", .init(.string(finding.rule.rawValue))),
        ("ruleIndex", .init(.number(JSONNumber(rules.firstIndex(of: finding.rule) ?? 0)))),
        ("level", .init(.string(Self.sarifLevel(level)))),
        (
          "message",
          [
            "text": .init(
              .string(
                Self.message(finding, in: first.unit)
                  + (group.count > 1 ? " and on \(group.count - 1) more screen(s)" : "")))
          ]
        ),
        ("locations", [Self.location(first)]),
        ("relatedLocations", .init(.array(related))),
        (
          "partialFingerprints",
          ["duotermFinding/v1": .init(.string(AuditFingerprint.hash(key)))]
        ),
        (
          "properties",
          ["occurrences": .init(.array(group.map { .init(.string($0.fingerprint.hash)) }))]
        ),
      ]
      if baseline != nil {
        members.append(
          ("baselineState", group.contains(where: \.isNew) ? "new" : "unchanged"))
      }
      return Self.object(members)
    }
    let automation =
      shard == .whole ? "duoterm-audit/" : "duoterm-audit/shard-\(shard.index)-of-\(shard.count)/"
    let exitCode = failingCount == 0 ? 0 : 1
    let run = Self.object([
      (
        "tool",
        [
          "driver": Self.object([
            ("name", "duoterm audit"),
            ("version", .init(.string(HelpText.semanticVersion))),
            ("semanticVersion", .init(.string(HelpText.semanticVersion))),
            (
              "informationUri",
              "https://developer.apple.com/design/human-interface-guidelines/layout"
            ),
            ("rules", .init(.array(descriptors))),
          ])
        ]
      ),
      (
        "invocations",
        [
          Self.object([
            (
              "commandLine",
              .init(.string((["duoterm", "audit"] + arguments).joined(separator: " ")))
            ),
            ("arguments", .init(.array(arguments.map { .init(.string($0)) }))),
            ("exitCode", .init(.number(JSONNumber(exitCode)))),
            ("executionSuccessful", true),
          ])
        ]
      ),
      ("automationDetails", ["id": .init(.string(automation))]),
      ("columnKind", "unicodeCodePoints"),
      ("results", .init(.array(results))),
    ])
    let log = Self.object([
      ("$schema", .init(.string(Self.sarifSchema))), ("version", "2.1.0"),
      ("runs", [run]),
    ])
    return JSONWriter(pretty: true).write(log)
  }

  /// SARIF's level for an audit level (`off` findings are never reported).
  static func sarifLevel(_ level: AuditLevel) -> String {
    level == .off ? "none" : level.rawValue
  }

  /// Where an occurrence is: its file, line and column when it has them, else the
  /// node as a logical location.
  static func location(_ occurrence: AuditOccurrence) -> JSONValue {
    guard let source = occurrence.finding.location else {
      return ["logicalLocations": [logical(occurrence)]]
    }
    return [
      "physicalLocation": [
        "artifactLocation": ["uri": .init(.string(uri(source.file)))],
        "region": [
          "startLine": .init(.number(JSONNumber(max(1, source.line)))),
          "startColumn": .init(.number(JSONNumber(max(1, source.column)))),
        ],
      ]
    ]
  }

  /// The node on one screen as a logical location.
  static func logical(_ occurrence: AuditOccurrence) -> JSONValue {
    [
      "name": .init(.string(occurrence.finding.nodeID)),
      "fullyQualifiedName": .init(.string("\(occurrence.unit.key)/\(occurrence.finding.nodeID)")),
      "kind": "element",
    ]
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
