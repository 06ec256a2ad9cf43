/// One chapter of the two-page pattern's book.
public struct Chapter: Hashable, Sendable, Codable {
  /// Opens the chapter in capitals; heads its pages and names it in the contents.
  public var title: String
  /// One line each (no newlines); the pagination wraps them to the page's width.
  public var paragraphs: [String]

  public init(title: String, paragraphs: [String]) {
    self.title = title
    self.paragraphs = paragraphs
  }
}
