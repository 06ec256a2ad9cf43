/// One broken rule: which node, which rule, and what was seen.
public struct AuditFinding: Hashable, Sendable {
  public var nodeID: String
  public var rule: AuditRule
  public var detail: String

  public init(nodeID: String, rule: AuditRule, detail: String) {
    self.nodeID = nodeID
    self.rule = rule
    self.detail = detail
  }
}
