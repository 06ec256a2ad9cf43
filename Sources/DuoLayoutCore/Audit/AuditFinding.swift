/// One broken rule: which node, which rule, and what was seen.
public struct AuditFinding: Hashable, Sendable {
  /// The offending node's ID path, as `duoterm tree` prints it.
  public var nodeID: String
  /// The rule broken; its raw value is the name the report prints.
  public var rule: AuditRule
  /// What was seen: often the node's frame (in points) and the region it meets.
  public var detail: String
  /// Where the node is declared, when it comes from a file (a screen file); nil for
  /// the built-in patterns, whose findings are placed by node ID alone.
  public var location: FileLocation?

  public init(
    nodeID: String, rule: AuditRule, detail: String, location: FileLocation? = nil
  ) {
    self.nodeID = nodeID
    self.rule = rule
    self.detail = detail
    self.location = location
  }
}
