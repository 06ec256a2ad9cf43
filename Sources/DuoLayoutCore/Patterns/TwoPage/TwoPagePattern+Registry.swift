extension TwoPagePattern {
  public static let id: PatternID = "two-page"
  public static let title = "two-page (a book)"

  public static let catalog = [
    CatalogRow(
      "Two-page", closed: "One page", openFlat: "Two pages, gap on the fold line",
      partlyFolded: "One page per side", purpose: "Content made of pages (book, slides, document)")
  ]

  public static let pickQuestion: PickQuestion? = PickQuestion(
    6, "Content made of pages (book, slides, document)?")

  public static let auditScreens = [
    AuditScreen("pages"), AuditScreen("contents", keys: [.character("c")]),
  ]

  public static func repaired(_ model: TwoPageModel) -> TwoPageModel {
    let book = 0...Pagination.bookLength
    var model = model
    model.position = model.position.clamped(to: book)
    model.contentsSelection = model.contentsSelection.clamped(
      to: 0...max(0, Book.chapters.count - 1))
    model.bookmark = model.bookmark.map { $0.clamped(to: book) }
    return model
  }
}

extension PatternID {
  /// The book: `TwoPagePattern`.
  public static let twoPage = TwoPagePattern.id
}

extension AppModels {
  /// The book's model.
  public var twoPage: TwoPageModel {
    get { self[TwoPagePattern.self] }
    set { self[TwoPagePattern.self] = newValue }
  }
}
