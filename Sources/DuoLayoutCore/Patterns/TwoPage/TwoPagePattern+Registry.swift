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
    let book = 0...Pagination.length(model.book.chapters)
    var model = model
    model.position = model.position.clamped(to: book)
    model.contentsSelection = model.contentsSelection.clamped(
      to: 0...max(0, model.book.chapters.count - 1))
    model.bookmark = model.bookmark.map { $0.clamped(to: book) }
    return model
  }
}

extension TwoPagePattern: ContentPattern {
  public static var standardContent: Book { .standard }
  public static var contentPath: WritableKeyPath<TwoPageModel, Book> { \.book }

  /// A chapter in the contents is numbered as the chapters are, from 1.
  public static func declaration(ofNode nodeID: String, in json: JSONValue, model: Model?)
    -> JSONValue?
  {
    ContentItem.numbered(nodeID, prefix: "contents.chapter.", in: json["chapters"])
  }

  /// A book has a chapter, and its titles and paragraphs are one line each: the
  /// pages are counted a line per wrapped row, and a tab or a line break inside
  /// one would break the page under it.
  public static func problem(in book: Book, json: JSONValue) -> (JSONValue, String)? {
    if book.chapters.isEmpty {
      return (
        json["chapters"] ?? json,
        "chapters: a book needs a chapter — add {\"title\": \"…\", \"paragraphs\": [\"…\"]}"
      )
    }
    func control(_ text: String) -> Unicode.Scalar? {
      text.unicodeScalars.first { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }
    for (index, chapter) in book.chapters.enumerated() {
      let path = "chapters[\(index)]"
      if let character = control(chapter.title) {
        return (
          json["chapters"]?[index]?["title"] ?? json,
          "\(path).title: a title is one line, this one holds \(String(character).visible) — remove it"
        )
      }
      for (number, paragraph) in chapter.paragraphs.enumerated() {
        guard let character = control(paragraph) else { continue }
        return (
          json["chapters"]?[index]?["paragraphs"]?[number] ?? json,
          "\(path).paragraphs[\(number)]: a paragraph is one line, this one holds \(String(character).visible) — split it into two paragraphs there, or remove it"
        )
      }
    }
    return nil
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
