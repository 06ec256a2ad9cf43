import Testing

@testable import DuoLayoutCore

/// What the built-in patterns still break under the rules that keep everything
/// reachable, each a known issue until its layout is mended (a test that meets one
/// records it as known; any other finding fails):
/// - the overlay arrangement lays its details over the photo by design;
/// - the map's place markers meet at the coarsest scales;
/// - the inspector's regions get less than a line in a short pane.
enum KnownFindings {
  static func isKnown(_ finding: AuditFinding) -> Bool {
    switch (finding.rule, finding.nodeID) {
    case (.textLost, "inspector.regions"), (.textLost, "inspector.environment"),
      (.overlap, "arrangement.primary"):
      true
    case (.overlap, let id): id.hasPrefix("map.place.") || id.hasSuffix(".cursor")
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
      withKnownIssue("the overlay arrangement, crowded markers, the inspector in a short pane") {
        Issue.record("\(known.count) known: \(known.prefix(3).map(describe))")
      }
    }
  }
}
