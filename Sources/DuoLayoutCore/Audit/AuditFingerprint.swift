/// A finding's identity across runs: rule, subject (a pattern, or a screen file's
/// path relative to where the audit ran), screen, device, pose, environment and
/// node ID; never a line number or a size in cells, so it survives edits elsewhere
/// in the file. What a baseline records and SARIF's `partialFingerprints` carry.
///
/// ```swift
/// AuditFingerprint(unit: unit, finding: finding).text
/// // "touch-target-too-small|list-detail|reply|iphone-duo|book|200x50|detail.send"
/// ```
public struct AuditFingerprint: Hashable, Sendable, Comparable {
  public var rule: String
  public var subject: String
  public var screen: String
  public var device: String
  public var pose: String
  public var environment: String
  public var node: String

  public init(unit: AuditUnit, finding: AuditFinding) {
    self.init(
      rule: finding.rule.rawValue, subject: unit.subject, screen: unit.screen,
      device: unit.device, pose: unit.pose.argument, environment: unit.environment,
      node: finding.nodeID)
  }

  public init(
    rule: String, subject: String, screen: String, device: String, pose: String,
    environment: String, node: String
  ) {
    self.rule = rule
    self.subject = subject
    self.screen = screen
    self.device = device
    self.pose = pose
    self.environment = environment
    self.node = node
  }

  /// The fields in order, as the baseline file and the members' names list them.
  public static let fieldNames = [
    "rule", "subject", "screen", "device", "pose", "environment", "node",
  ]

  /// The fields in `fieldNames`' order.
  public var fields: [String] { [rule, subject, screen, device, pose, environment, node] }

  /// The fields joined by `|`: readable, and what sorts a baseline.
  public var text: String { fields.joined(separator: "|") }

  /// The unit's key without the pose (`AuditUnit.groupKey`): which shard owns it.
  public var groupKey: String { "\(subject)/\(screen)/\(device)/\(environment)" }

  /// The unit's key (`AuditUnit.key`).
  public var unitKey: String { "\(subject)/\(screen)/\(device)/\(pose)/\(environment)" }

  /// FNV-1a of `text` in 16 hexadecimal digits: SARIF's `partialFingerprints` value.
  public var hash: String { Self.hash(text) }

  /// FNV-1a of `text` in 16 hexadecimal digits.
  public static func hash(_ text: String) -> String {
    let digits = String(AuditShard.hash(text), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  public static func < (a: Self, b: Self) -> Bool { a.fields.lexicographicallyPrecedes(b.fields) }
}
