/// The book the two-page pattern shows: its title and its chapters. The built-in
/// one (`standard`, kept in `Content/book.json`) is an original short novel in
/// twelve chapters, one for each month of a cartographer's year surveying a city
/// built as its own mirror on the two banks of a river; a two-page screen file
/// gives its own (`TwoPagePattern`'s content).
///
/// ```swift
/// let book = Book(title: "Notes", chapters: [Chapter(title: "One", paragraphs: ["Hello."])])
/// Pagination(book.chapters, columns: 50, lines: 36).pageCount   // 1
/// ```
public struct Book: Hashable, Sendable, Codable {
  /// The running head shows it flush right when it fits beside the chapter's title.
  public var title: String
  /// The chapters, in reading order. Paragraphs are single lines (no newlines).
  public var chapters: [Chapter]

  public init(title: String, chapters: [Chapter]) {
    self.title = title
    self.chapters = chapters
  }

  /// "The Folded Map of Ambry": ASCII apart from curly quotes and em dashes.
  public static let standard: Book = BuiltInContent.load(
    "Content/book.json", direct: Book.init(direct:))
}
