/// How `duoterm audit` reports: lines for a person, or a file for a tool.
///
/// - `text`: one finding a line (`pattern pose size node rule`), then a count;
/// - `json`: `AuditReport.json`'s documented shape;
/// - `junit`: JUnit XML, for any CI's test report (one test suite per pattern, one
///   test case per screen, device, pose and environment, a failure per finding);
/// - `sarif`: SARIF 2.1.0, for code scanning (one result per finding).
enum AuditFormat: String, CaseIterable, Sendable {
  case text, json, junit, sarif
}
