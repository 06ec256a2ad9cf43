/// Which of the catalog's patterns a screen file is laid out by (`duoterm patterns`), or a
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
  /// Tabs to sidebar: sections in a tab bar closed and a sidebar open, each a list
  /// of rows with their detail (`TabsToSidebarPattern`, with the file's
  /// `"content"` in `Content/allotment.json`'s shape).
  case tabsToSidebar = "tabs-to-sidebar"
  /// Arrangements: a photo and its details, split or overlaid as the keys choose
  /// (`ArrangementsPattern`, with the file's `"content"` in `Content/album.json`'s
  /// shape).
  case arrangements
  /// Shared split: two players, one half each, and a menu of built-in games
  /// (`SharedSplitPattern`, with the file's `"content"`: the menu's title, the
  /// players' names, the games by name).
  case sharedSplit = "shared-split"
  /// The environment inspector: the layout environment as text
  /// (`InspectorPattern`, with `"content": {}` — it has none of its own).
  case inspector
  /// Dual view: places as a list and as a map, in sync (`DualViewPattern`, with
  /// the file's `"content"` in `Content/places.json`'s shape).
  case dualView = "dual-view"
  /// List-detail-summary: notes, the open note, and its key points in a column or
  /// a sheet (`ListDetailSummaryPattern`, with the file's `"content"` in
  /// `Content/notes.json`'s shape).
  case listDetailSummary = "list-detail-summary"
  /// Feed: cards in a grid whose columns follow the space (`FeedPattern`, with
  /// the file's `"content"` in `Content/feed.json`'s shape).
  case feed
  /// Two-page: a book's chapters paginated one page or two, as the pose allows
  /// (`TwoPagePattern`, with the file's `"content"` in `Content/book.json`'s shape).
  case twoPage = "two-page"
  /// Mailbox: the built-in list-detail pattern, a mail list and the selected
  /// message with its reply (`ListDetailPattern`, with the file's `"content"` in
  /// `Content/mailbox.json`'s shape). `listDetail` lays out a file's own rows.
  case mailbox
  /// An app file: several screens, navigation, controls and state (`AppFile`),
  /// laid out by `AppLayout`. Read from a file with `"screens"`, never named in
  /// one (`ScreenFile.read`).
  case app

  /// The kinds a screen file's `"pattern"` names: every one but `app` (an app
  /// file has `"screens"` instead, `Schemas/app.schema.json`).
  public static var named: [ScreenKind] { allCases.filter { $0 != .app } }

  /// The built-in pattern that lays out this kind with the file's `"content"`,
  /// nil for the kinds `ScreenLayout` lays out from the file's own parts.
  public var contentPattern: (any ContentPattern.Type)? { ContentPatterns.pattern(for: self) }

  /// The pattern on the lit display while a screen of this kind shows.
  public var patternID: PatternID { contentPattern?.id ?? .screen }
}
