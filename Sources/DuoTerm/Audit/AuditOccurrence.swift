import DuoLayoutCore

/// One finding as a report shows it: where it was seen, the level the config gives
/// its rule on its node, its fingerprint, and whether a baseline knew it.
struct AuditOccurrence: Hashable, Sendable {
  var unit: AuditUnit
  var finding: AuditFinding
  var level: AuditLevel
  var fingerprint: AuditFingerprint
  /// False when the baseline holds the fingerprint (true with no baseline).
  var isNew: Bool

  /// True when this finding fails the audit: an error the baseline does not know.
  var fails: Bool { level.fails && isNew }
}
