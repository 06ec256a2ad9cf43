/// Which of the catalog's patterns a screen file is laid out by (seed 004), or a
/// plain stack. The file says what the screen is; the pattern's own geometry says
/// where each part goes in every pose.
///
/// ```swift
/// ScreenKind(rawValue: "list-detail")  // .listDetail
/// ```
public enum ScreenKind: String, CaseIterable, Hashable, Sendable, Codable {
  /// A title, text, rows, fields and buttons one under the other; partly folded,
  /// the text on one side of the fold and the rows on the other.
  case stack
  /// List-detail: the rows are the list, the selected row's text the detail
  /// (`ListDetailGeometry`, the mailbox's panes).
  case listDetail = "list-detail"
  /// Extended canvas: the canvas lines pan under the buttons, which float centred
  /// on the fold (`ExtendedCanvasPattern`'s layout: the map's, the camera's).
  case extendedCanvas = "extended-canvas"
  /// Supporting pane: a recipe's steps and, beside them or in a sheet, the
  /// ingredients of the step the cook is on (`SupportingPanePattern`, with the
  /// file's `"content"` in `Content/recipe.json`'s shape).
  case supportingPane = "supporting-pane"

  /// The built-in pattern that lays out this kind with the file's `"content"`,
  /// nil for the kinds `ScreenLayout` lays out from the file's own parts.
  public var contentPattern: (any ContentPattern.Type)? { ContentPatterns.pattern(for: self) }

  /// The pattern on the lit display while a screen of this kind shows.
  public var patternID: PatternID { contentPattern?.id ?? .screen }
}
