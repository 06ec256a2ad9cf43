/// One checked screen and what was found on it: a test case in a JUnit report, a
/// group of results in SARIF, an entry in JSON. No finding: the case passed.
public struct AuditCase: Hashable, Sendable {
  /// What was checked.
  public var unit: AuditUnit
  /// What broke, in the order the rules found it.
  public var findings: [AuditFinding]

  public init(unit: AuditUnit, findings: [AuditFinding]) {
    self.unit = unit
    self.findings = findings
  }
}
