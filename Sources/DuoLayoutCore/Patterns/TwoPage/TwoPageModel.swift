/// What the two-page reader remembers: the reading position as a character offset
/// into the book (never a page number, so it survives every re-pagination), whether
/// the contents are open and which chapter is chosen there, and a bookmark.
public struct TwoPageModel: PatternModel {
  /// Characters of the book before the first one on the first page shown.
  public var position: Int = 0
  /// True while the table of contents is open, with `contentsSelection` chosen in it.
  public var showsContents = false
  /// The chapter chosen in the contents (0-based).
  public var contentsSelection = 0
  /// A saved position, if any.
  public var bookmark: Int? = nil
  /// What is read: the built-in book, or a screen file's (`ContentPattern`).
  /// Not saved: it comes from the program or the file, never from a session.
  public var book: Book {
    get { givenBook ?? .standard }
    set { givenBook = newValue }
  }
  /// A screen file's content; nil while the sample shows, so a fresh model reads
  /// no content file (every start makes fresh models of every pattern).
  private var givenBook: Book?

  public init() {}

  enum CodingKeys: String, CodingKey {
    case position, showsContents, contentsSelection, bookmark
  }
}
