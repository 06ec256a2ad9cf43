/// How much a rule's finding matters, as SARIF names the levels: an `error` fails
/// the audit (exit 1), a `warning` or `note` is reported and passes, `off` is not
/// checked at all. A config file sets them per rule (`AuditConfig`).
///
/// ```swift
/// AuditLevel(rawValue: "warning")?.fails  // false
/// ```
public enum AuditLevel: String, CaseIterable, Hashable, Sendable, Comparable {
  case off, note, warning, error

  /// True for the level that fails the audit.
  public var fails: Bool { self == .error }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
