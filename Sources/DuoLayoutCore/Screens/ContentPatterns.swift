/// The catalog patterns a screen file can name with content of their own: every
/// pattern of the registry that conforms to `ContentPattern`, in its order (so a
/// pattern becomes a screen-file kind by conforming, with no list to edit). A kind
/// one of them claims is laid out by that built-in pattern; the others (stack,
/// list-detail, extended canvas) by `ScreenLayout`.
///
/// ```swift
/// ContentPatterns.pattern(for: .supportingPane)?.id   // "supporting-pane"
/// ```
public enum ContentPatterns {
  /// The registry's content patterns.
  public static let all: [any ContentPattern.Type] = PatternRegistry.standardPatterns
    .compactMap { $0 as? any ContentPattern.Type }

  /// The pattern that lays out screens of `kind`, if a built-in does.
  public static func pattern(for kind: ScreenKind) -> (any ContentPattern.Type)? {
    all.first { $0.screenKind == kind }
  }
}
