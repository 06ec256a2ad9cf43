/// Every pattern the emulator can show, in F9's order; the first nine also answer
/// to the digit keys. Every list of patterns (command-line choices, help, `duoterm
/// keys`, the audit, the goldens, the matrix) is read from here.
///
/// Adding a pattern: its own folder, and one line in `standardPatterns` (a
/// pattern with content of its own is a screen-file kind too: `ScreenKind`).
///
/// ```swift
/// let registry = PatternRegistry.standard
/// registry.ids.first                       // "list-detail"
/// registry.next(after: "inspector")        // wraps to "list-detail"
/// ```
public struct PatternRegistry: Hashable, Sendable {
  public let entries: [PatternEntry]

  public init(_ patterns: [any Pattern.Type]) {
    entries = patterns.map { PatternEntry($0) }
  }

  /// DuoTerm's patterns.
  public static let standard = PatternRegistry(standardPatterns)

  /// DuoTerm's patterns as types, in F9's order: what `standard` holds, and where
  /// the screen-file kinds with content of their own come from
  /// (`contentPatterns`, `ScreenKind`).
  static let standardPatterns: [any Pattern.Type] = [
    ListDetailPattern.self,
    TwoPagePattern.self,
    FeedPattern.self,
    SharedSplitPattern.self,
    SupportingPanePattern.self,
    DualViewPattern.self,
    ListDetailSummaryPattern.self,
    TabsToSidebarPattern.self,
    ExtendedCanvasPattern.self,
    CameraPattern.self,
    ArrangementsPattern.self,
    InspectorPattern.self,
  ]

  /// The patterns whose content a screen file can give, in the registry's order: a
  /// kind one of them claims (`ContentPattern.screenKind`) is laid out by that
  /// built-in pattern; the others (stack, list-detail, extended canvas) by
  /// `ScreenLayout`.
  ///
  /// ```swift
  /// PatternRegistry.contentPatterns.first?.screenKind   // "mailbox"
  /// ```
  public static let contentPatterns: [any ContentPattern.Type] = standardPatterns.compactMap {
    $0.contentPattern
  }

  /// This registry with more patterns after its own (a test's, say).
  public func adding(_ patterns: [any Pattern.Type]) -> PatternRegistry {
    PatternRegistry(entries: entries + patterns.map { PatternEntry($0) })
  }

  private init(entries: [PatternEntry]) {
    self.entries = entries
  }

  /// The patterns' names in order.
  public var ids: [PatternID] { entries.map(\.id) }

  /// The first pattern: where a fresh start begins.
  public var first: PatternID { entries[0].id }

  /// The entry of `id`, or nil when no pattern has that name.
  public func entry(_ id: PatternID) -> PatternEntry? {
    entries.first { $0.id == id }
  }

  /// The entry of `id`, or the first pattern's when none has that name (a state
  /// always shows something).
  public subscript(id: PatternID) -> PatternEntry {
    entry(id) ?? entries[0]
  }

  /// The pattern named `argument`, if there is one.
  public func named(_ argument: String) -> PatternID? {
    entries.first { $0.id.argument == argument }?.id
  }

  /// The pattern after `id`, wrapping around.
  public func next(after id: PatternID) -> PatternID {
    let index = entries.firstIndex { $0.id == id } ?? -1
    return entries[(index + 1) % entries.count].id
  }

  /// Every pattern name, for error messages: `list-detail, two-page, …`.
  public var argumentList: String {
    ids.map(\.argument).joined(separator: ", ")
  }

  public static func == (lhs: PatternRegistry, rhs: PatternRegistry) -> Bool {
    lhs.ids == rhs.ids
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
  }
}
