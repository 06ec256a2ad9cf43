/// One chapter of the two-page pattern's book.
public struct Chapter: Hashable, Sendable {
  public var title: String
  public var paragraphs: [String]

  public init(title: String, paragraphs: [String]) {
    self.title = title
    self.paragraphs = paragraphs
  }
}
