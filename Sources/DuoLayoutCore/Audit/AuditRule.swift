/// A rule `duoterm audit` checks: its ID (the name a finding prints and the rule's
/// ID in JSON, JUnit and SARIF), what it asks, where it comes from, how to fix a
/// finding, and its level unless a config says otherwise. The rules are one table,
/// `AuditRule.allCases`: adding a rule is one entry there (and the check that finds
/// it, in `FoldAudit`).
///
/// ```swift
/// AuditRule.named("touch-target-too-small")?.fix  // "Give the control a frame …"
/// ```
public struct AuditRule: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The ID: `touch-target-too-small`.
  public var rawValue: String
  /// One line saying what the rule asks.
  public var summary: String
  /// Where the rule comes from, as text a report carries.
  public var basis: String
  /// What the rule checks, exactly, for `--explain RULE`.
  public var checks: String
  /// How to fix a finding.
  public var fix: String
  /// A page of Apple's Human Interface Guidelines the basis points to, for tools
  /// that link a rule to its help (SARIF's `helpUri`).
  public var helpURI: String
  /// The level when no config sets one.
  public var defaultLevel: AuditLevel

  public var description: String { rawValue }

  /// The rule called `id`, if there is one.
  public static func named(_ id: String) -> AuditRule? { allCases.first { $0.rawValue == id } }

  public init(from decoder: any Decoder) throws {
    let id = try decoder.singleValueContainer().decode(String.self)
    guard let rule = Self.named(id) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "no audit rule '\(id.visible)'"))
    }
    self = rule
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  init(
    _ id: String, summary: String, basis: String, checks: String, fix: String,
    guideline: String = "layout", level: AuditLevel = .error
  ) {
    self.rawValue = id
    self.summary = summary
    self.basis = basis
    self.checks = checks
    self.fix = fix
    self.helpURI = "https://developer.apple.com/design/human-interface-guidelines/" + guideline
    self.defaultLevel = level
  }
}
