/// The catalog patterns a screen file can name with content of their own, in the
/// registry's order: a kind one of them claims is laid out by that built-in
/// pattern (`ContentPattern`); the others (stack, list-detail, extended canvas) by
/// `ScreenLayout`. Listed, not found by casting the registry's types (a cast scans
/// every conformance: 1.5 M instructions at each start); a test checks the list is
/// every pattern of the registry that conforms.
///
/// ```swift
/// ContentPatterns.pattern(for: .supportingPane)?.id   // "supporting-pane"
/// ```
public enum ContentPatterns {
  public static let all: [any ContentPattern.Type] = [
    ListDetailPattern.self, TwoPagePattern.self, FeedPattern.self, SharedSplitPattern.self,
    SupportingPanePattern.self, DualViewPattern.self, ListDetailSummaryPattern.self,
    TabsToSidebarPattern.self, ArrangementsPattern.self, InspectorPattern.self,
  ]

  /// The pattern that lays out screens of `kind`, if a built-in does.
  public static func pattern(for kind: ScreenKind) -> (any ContentPattern.Type)? {
    all.first { $0.screenKind == kind }
  }
}
