/// One row of the pattern catalog (ARCHITECTURE.md, Sources), as `duoterm patterns` prints it: the
/// pattern, what it does closed, open flat and partly folded, and what it is for.
/// A pattern gives its rows in `Pattern.catalog` (the arrangements give two, one
/// per style); a screen that is not in the catalog keeps the default row, which
/// says so.
///
/// ```swift
/// CatalogRow(
///   "Two-page", closed: "One page", openFlat: "Two pages, gap on the fold line",
///   partlyFolded: "One page per side", purpose: "Content made of pages")
/// ```
public struct CatalogRow: Hashable, Sendable {
  /// The pattern's name in the catalog: `Extended canvas`.
  public var name: String
  /// On the outer display.
  public var closed: String
  /// On the inner display, lying flat.
  public var openFlat: String
  /// Partly folded like a book, the fold running top to bottom.
  public var partlyFolded: String
  /// What it is for: the question of "Pick a pattern" it answers.
  public var purpose: String
  /// False for the default row of a screen that is not in the catalog.
  public var isCatalogEntry: Bool

  public init(
    _ name: String, closed: String, openFlat: String, partlyFolded: String, purpose: String,
    isCatalogEntry: Bool = true
  ) {
    self.name = name
    self.closed = closed
    self.openFlat = openFlat
    self.partlyFolded = partlyFolded
    self.purpose = purpose
    self.isCatalogEntry = isCatalogEntry
  }

  /// The row of a screen that is not in the catalog: its title, dashes.
  public static func notInCatalog(_ title: String) -> CatalogRow {
    CatalogRow(
      title, closed: "—", openFlat: "—", partlyFolded: "—",
      purpose: "not a pattern of the iPhone Duo catalog", isCatalogEntry: false)
  }
}
