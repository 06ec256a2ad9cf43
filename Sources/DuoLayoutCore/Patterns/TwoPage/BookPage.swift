/// One page of the book at one page size: the lines on it and the character
/// offsets it covers.
public struct BookPage: Hashable, Sendable {
  /// Offset of the first character on the page.
  public var start: Int
  /// The chapter the page belongs to (0-based).
  public var chapter: Int
  /// The page's text, each line already fitted to the page's columns.
  public var lines: [String]
}
