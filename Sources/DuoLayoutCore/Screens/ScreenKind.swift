/// Which of the catalog's patterns a screen file is laid out by (`duoterm patterns`), or a
/// plain stack. The file says what the screen is; the pattern's own geometry says
/// where each part goes in every pose.
///
/// Not a closed list: the kinds `ScreenLayout` lays out from a file's own parts
/// are named here, and every kind with content of its own is a pattern of the
/// registry (`PatternRegistry.contentPatterns`), so adding such a pattern to the
/// registry adds its kind to the reader, the command line and the starter.
///
/// ```swift
/// ScreenKind(rawValue: "list-detail")      // .listDetail
/// ScreenKind(rawValue: "supporting-pane")  // SupportingPanePattern.screenKind
/// ```
public struct ScreenKind: RawRepresentable, CaseIterable, Hashable, Sendable, Codable {
  public let rawValue: String

  /// The kind named `rawValue`, nil when no kind has that name.
  public init?(rawValue: String) {
    guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
    self.rawValue = rawValue
  }

  /// The kind named `name`, for a kind listed here or a pattern's own.
  init(_ name: String) {
    rawValue = name
  }

  /// A title, text, rows, fields and buttons one under the other; partly folded,
  /// the text on one side of the fold and the rows on the other.
  public static let stack = ScreenKind("stack")
  /// List-detail: the rows are the list, the selected row's text the detail
  /// (`ListDetailGeometry`, the mailbox's panes). The built-in mailbox is
  /// `ListDetailPattern.screenKind`, "mailbox".
  public static let listDetail = ScreenKind("list-detail")
  /// Extended canvas: the canvas lines pan under the buttons, which float centred
  /// on the fold (`ExtendedCanvasPattern`'s layout: the map's, the camera's).
  public static let extendedCanvas = ScreenKind("extended-canvas")
  /// An app file: several screens, navigation, controls and state (`AppFile`),
  /// laid out by `AppLayout`. Read from a file with `"screens"`, never named in
  /// one (`ScreenFile.read`).
  public static let app = ScreenKind("app")

  /// Every kind: `ScreenLayout`'s own, then the registry's patterns with content
  /// of their own in the registry's order, then `app`.
  public static let allCases: [ScreenKind] =
    [.stack, .listDetail, .extendedCanvas] + PatternRegistry.contentPatterns.map { $0.screenKind }
    + [.app]

  /// The kinds a screen file's `"pattern"` names: every one but `app` (an app
  /// file has `"screens"` instead, `Schemas/app.schema.json`).
  public static var named: [ScreenKind] { allCases.filter { $0 != .app } }

  /// The built-in pattern that lays out this kind with the file's `"content"`,
  /// nil for the kinds `ScreenLayout` lays out from the file's own parts.
  public var contentPattern: (any ContentPattern.Type)? {
    PatternRegistry.contentPatterns.first { $0.screenKind == self }
  }

  /// The pattern on the lit display while a screen of this kind shows.
  public var patternID: PatternID { contentPattern?.id ?? .screen }
}
