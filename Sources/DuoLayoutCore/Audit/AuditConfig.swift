/// The levels a team sets for the audit's rules (`duoterm-audit.json`, or
/// `--config FILE`): a level per rule for every node, then per node ID glob (`*`
/// any run of characters, `?` one), the last matching glob winning.
///
/// ```json
/// { "version": 1,
///   "rules": { "touch-target-too-small": "warning", "bars-overlap": "off" },
///   "nodes": [ { "match": "toolbar.*", "rules": { "touch-target-too-small": "off" } } ] }
/// ```
///
/// ```swift
/// let config = try AuditConfig(parsing: text, file: "duoterm-audit.json")
/// config.level(of: .touchTargetTooSmall, node: "toolbar.share")  // .off
/// ```
public struct AuditConfig: Hashable, Sendable {
  /// The levels set for every node.
  public var rules: [AuditRule: AuditLevel] = [:]
  /// The levels set for the nodes whose ID matches a glob, in the file's order.
  public var nodes: [(match: String, rules: [AuditRule: AuditLevel])] = []

  /// Every rule at its default level.
  public static let standard = AuditConfig()

  public init() {}

  public static func == (a: Self, b: Self) -> Bool {
    a.rules == b.rules && a.nodes.map(\.match) == b.nodes.map(\.match)
      && a.nodes.map(\.rules) == b.nodes.map(\.rules)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rules)
    hasher.combine(nodes.map(\.match))
  }

  /// The level of `rule`'s findings on the node `node`.
  public func level(of rule: AuditRule, node: String) -> AuditLevel {
    setLevel(of: rule, node: node) ?? rule.defaultLevel
  }

  /// The level this config sets for `rule` on `node`, nil when it sets none: a
  /// screen file's own `"audit"` block wins where it says something and leaves the
  /// rest to the team's config.
  ///
  /// ```swift
  /// screen.audit?.setLevel(of: rule, node: id) ?? config.level(of: rule, node: id)
  /// ```
  public func setLevel(of rule: AuditRule, node: String) -> AuditLevel? {
    for entry in nodes.reversed() where Self.glob(entry.match, matches: node) {
      if let level = entry.rules[rule] { return level }
    }
    return rules[rule]
  }

  /// True when `pattern` (`*` any run, `?` one character) matches all of `text`.
  public static func glob(_ pattern: String, matches text: String) -> Bool {
    let pattern = Array(pattern)
    let text = Array(text)
    var p = 0
    var t = 0
    var star: Int?
    var resume = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = t
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// Reads a config from its JSON text; `file` names it in errors.
  public init(parsing text: String, file: String) throws(AuditConfigError) {
    let root: JSONValue
    do {
      root = try JSONReader.parse(text)
    } catch {
      throw AuditConfigError(
        file: file, line: error.position.line,
        "\(error.message) — fix the JSON (a config is an object with \"version\" and \"rules\")")
    }
    guard root.object != nil else {
      throw AuditConfigError(
        file: file, line: root.position?.line ?? 1,
        "the config is not an object — write { \"version\": 1, \"rules\": { … } }")
    }
    try self.init(root, file: file, inScreenFile: false)
  }

  /// Reads a screen file's `"audit"` block: the config's `rules` and `nodes`
  /// (no `version`), for that file's findings alone.
  ///
  /// ```json
  /// "audit": { "rules": { "bars-overlap": "off" },
  ///            "nodes": [ { "match": "toolbar.*", "rules": { "touch-target-too-small": "note" } } ] }
  /// ```
  public init(block: JSONValue, file: String) throws(AuditConfigError) {
    guard block.object != nil else {
      throw AuditConfigError(
        file: file, line: block.position?.line ?? 1,
        "\"audit\" is not an object — write \"audit\": { \"rules\": { \"bars-overlap\": \"warning\" } }"
      )
    }
    try self.init(block, file: file, inScreenFile: true)
  }

  private init(_ root: JSONValue, file: String, inScreenFile: Bool) throws(AuditConfigError) {
    for member in root.object?.members ?? [] {
      let line = member.value.position?.line ?? 1
      switch member.key {
      case "$schema" where !inScreenFile:
        continue
      case "version" where !inScreenFile:
        guard member.value.number?.double == 1 else {
          throw AuditConfigError(
            file: file, line: line, "version \(member.value) is not known — write \"version\": 1")
        }
      case "rules":
        rules = try Self.levels(member.value, file: file)
      case "nodes":
        guard let entries = member.value.array else {
          throw AuditConfigError(
            file: file, line: line,
            "\"nodes\" is not an array — write [ { \"match\": \"toolbar.*\", \"rules\": { … } } ]")
        }
        for entry in entries {
          let line = entry.position?.line ?? line
          guard let match = entry["match"]?.string, let levels = entry["rules"] else {
            throw AuditConfigError(
              file: file, line: line,
              "a \"nodes\" entry needs \"match\" (a node ID glob) and \"rules\" — add both")
          }
          nodes.append((match, try Self.levels(levels, file: file)))
        }
      default:
        throw AuditConfigError(
          file: file, line: member.value.position?.line ?? 1,
          "unknown key \"\(member.key.visible)\" — the keys are "
            + (inScreenFile ? "rules and nodes" : "version, rules and nodes"))
      }
    }
  }

  /// `{ "rule-id": "level", … }` read.
  static func levels(_ value: JSONValue, file: String) throws(AuditConfigError) -> [AuditRule:
    AuditLevel]
  {
    guard let object = value.object else {
      throw AuditConfigError(
        file: file, line: value.position?.line ?? 1,
        "\"rules\" is not an object — write { \"touch-target-too-small\": \"warning\" }")
    }
    var levels: [AuditRule: AuditLevel] = [:]
    for member in object.members {
      let line = member.value.position?.line ?? 1
      guard let rule = AuditRule.named(member.key) else {
        throw AuditConfigError(
          file: file, line: line,
          "no audit rule \"\(member.key)\" — the rules are \(AuditRule.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      guard let level = member.value.string.flatMap(AuditLevel.init(rawValue:)) else {
        throw AuditConfigError(
          file: file, line: line,
          "\(member.key) has level \(member.value) — write one of error, warning, note, off")
      }
      levels[rule] = level
    }
    return levels
  }
}
