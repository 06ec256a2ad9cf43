/// The catalog patterns a screen file can name with content of their own: one line
/// each. A kind listed here is laid out by its built-in pattern (`ContentPattern`);
/// the others (stack, list-detail, extended canvas) by `ScreenLayout`.
///
/// ```swift
/// ContentPatterns.pattern(for: .supportingPane)?.id   // "supporting-pane"
/// ```
public enum ContentPatterns {
  public static let all: [any ContentPattern.Type] = [
    ListDetailPattern.self,
    TwoPagePattern.self,
    FeedPattern.self,
    SharedSplitPattern.self,
    SupportingPanePattern.self,
    DualViewPattern.self,
    ListDetailSummaryPattern.self,
    TabsToSidebarPattern.self,
    ArrangementsPattern.self,
    InspectorPattern.self,
  ]

  /// The pattern that lays out screens of `kind`, if a built-in does.
  public static func pattern(for kind: ScreenKind) -> (any ContentPattern.Type)? {
    all.first { $0.screenKind == kind }
  }
}
