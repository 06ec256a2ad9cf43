import Testing

@testable import DuoLayoutCore

/// What the built-in patterns still break under the rules that keep everything
/// reachable, each a known issue until its layout is mended (a test that meets one
/// records it as known; any other finding fails):
/// - the overlay arrangement lays its details over the photo by design;
/// - the map's place markers meet at the coarsest scales;
/// - the inspector's regions get less than a line in a short pane;
/// - on an Android profile, a control sized to iOS's 44 pt but short of Android's
///   48 dp (the layout core sizes every control to 44: the 48 dp minimum needs to
///   reach the layout through the environment).
enum KnownFindings {
  static func isKnown(_ finding: AuditFinding) -> Bool {
    switch (finding.rule, finding.nodeID) {
    case (.textLost, "inspector.regions"), (.textLost, "inspector.environment"),
      (.overlap, "arrangement.primary"):
      true
    case (.overlap, let id): id.hasPrefix("map.place.") || id.hasSuffix(".cursor")
    case (.touchTargetTooSmall, _): finding.detail.hasSuffix("48 × 48 dp")
    default: false
    }
  }

  /// Expects `findings` (described by `describe`) to hold only known ones, and
  /// records those as a known issue.
  static func expectOnlyKnown(
    _ findings: [AuditFinding], _ describe: (AuditFinding) -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let unknown = findings.filter { !isKnown($0) }
    #expect(unknown.isEmpty, "\(unknown.prefix(10).map(describe))", sourceLocation: sourceLocation)
    let known = findings.filter(isKnown)
    if !known.isEmpty {
      withKnownIssue("text that needs scrolling, the overlay arrangement, crowded markers") {
        Issue.record("\(known.count) known: \(known.prefix(3).map(describe))")
      }
    }
  }
}
