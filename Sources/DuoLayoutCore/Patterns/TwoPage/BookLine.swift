/// One line of the book at one page size, before it is text: where it starts in
/// the book and what it shows. Most lines are a run of one paragraph's bytes (and
/// the paragraph's indent, on its first line), so breaking the whole book into
/// lines copies no text; a page's lines become strings when the page is shown.
///
/// ```swift
/// let line = BookLine(start: 120, chapter: 0, text: .slice(paragraph: 2, bytes: 0..<48, indent: true))
/// ```
struct BookLine: Hashable, Sendable {
  /// The character offset in the book where the line starts.
  var start: Int
  /// The chapter the line belongs to (0-based).
  var chapter: Int
  var text: Text

  enum Text: Hashable, Sendable {
    /// Text made already: a chapter's title, the blank line after it, or a line of
    /// a paragraph that needed a grapheme walk.
    case literal(String)
    /// Bytes `bytes` of the chapter's paragraph `paragraph`, after two spaces when
    /// `indent`.
    case slice(paragraph: Int, bytes: Range<Int>, indent: Bool)
  }

  /// The line's text; `chapters` is the book the line was made from.
  func string(in chapters: [Chapter]) -> String {
    switch text {
    case .literal(let string):
      return string
    case .slice(let paragraph, let bytes, let indent):
      var source = chapters[chapter].paragraphs[paragraph]
      let body = source.withUTF8 {
        String(decoding: UnsafeBufferPointer(rebasing: $0[bytes]), as: UTF8.self)
      }
      return indent ? "  " + body : body
    }
  }
}
