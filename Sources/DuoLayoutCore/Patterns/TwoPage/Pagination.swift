/// The book broken into pages of one size. Each chapter starts on a new page; a
/// paragraph's first line is indented.
///
/// Where each line breaks is found for the whole book (page numbers and the page
/// count need it), as positions in the text: `BookLine`s, walked byte by byte for
/// text whose every character is one column, copying nothing. A page's text is
/// made only when that page is asked for (`page(_:)`), so a layout makes the one or
/// two pages it shows, not the book.
///
/// ```swift
/// let pagination = Pagination(Book.chapters, columns: 50, lines: 36)
/// let page = pagination.page(pagination.pageIndex(containing: model.position))
/// ```
public struct Pagination: Sendable {
  /// The offset where each chapter starts.
  public let chapterStarts: [Int]
  /// Characters in the whole book.
  public let length: Int
  /// How many pages there are.
  public var pageCount: Int { pageLines.count }

  private let chapters: [Chapter]
  /// Every line of the book, in order.
  private let lines: [BookLine]
  /// The range of `lines` on each page.
  private let pageLines: [Range<Int>]
  /// The first page of each chapter.
  private let chapterPages: [Int]

  /// Pages of `lines` lines of `columns` columns (at least 1 line of 4 columns), every
  /// chapter opening with its title in capitals.
  public init(_ chapters: [Chapter], columns: Int, lines: Int) {
    let columns = max(4, columns)
    let perPage = max(1, lines)
    var all: [BookLine] = []
    var pages: [Range<Int>] = []
    var starts: [Int] = []
    var firstPages: [Int] = []
    var offset = 0
    for (index, chapter) in chapters.enumerated() {
      starts.append(offset)
      firstPages.append(pages.count)
      let first = all.count
      all.append(
        BookLine(
          start: offset, chapter: index,
          text: .literal(TextLine.truncate(chapter.title.uppercased(), to: columns))))
      offset += chapter.title.count
      all.append(BookLine(start: offset, chapter: index, text: .literal("")))
      for (number, paragraph) in chapter.paragraphs.enumerated() {
        offset += 1  // the break before the paragraph
        offset += Pagination.wrap(
          paragraph, number: number, chapter: index, from: offset, columns: columns, into: &all)
      }
      for page in stride(from: first, to: all.count, by: perPage) {
        pages.append(page..<min(all.count, page + perPage))
      }
      offset += 1
    }
    self.chapters = chapters
    self.lines = all
    pageLines = pages
    chapterStarts = starts
    chapterPages = firstPages
    length = offset
  }

  /// Page `index` (0-based, below `pageCount`), its text made now.
  public func page(_ index: Int) -> BookPage {
    let range = pageLines[index]
    let first = lines[range.lowerBound]
    return BookPage(
      start: first.start, chapter: first.chapter,
      lines: lines[range].map { $0.string(in: chapters) })
  }

  /// The offset of the first character on page `index`: where turning to it goes.
  public func pageStart(_ index: Int) -> Int {
    lines[pageLines[index].lowerBound].start
  }

  /// The page chapter `chapter` (0-based) starts on.
  public func firstPage(ofChapter chapter: Int) -> Int {
    chapterPages[chapter]
  }

  /// Every page, each one's text made: for tests and tools, not for a frame.
  public var allPages: [BookPage] { (0..<pageCount).map(page) }

  /// The page showing `offset`: the last page that starts at or before it.
  public func pageIndex(containing offset: Int) -> Int {
    // Only the pages' starts are read, so no page's text is made.
    PagesState.page(containing: offset, in: (0..<pageCount).lazy.map(pageStart))
  }

  /// The chapter `offset` is in.
  public func chapter(containing offset: Int) -> Int {
    Pagination.chapter(containing: offset, starts: chapterStarts)
  }

  /// Where each chapter of the book starts: it does not depend on the page size.
  public static let bookChapterStarts = chapterStarts(Book.chapters)

  /// Characters in the whole book: the last offset a reading position can hold.
  public static let bookLength = length(Book.chapters)

  /// Where each chapter starts: it does not depend on the page size.
  public static func chapterStarts(_ chapters: [Chapter]) -> [Int] {
    var starts: [Int] = []
    var offset = 0
    for chapter in chapters {
      starts.append(offset)
      offset += characters(in: chapter)
    }
    return starts
  }

  /// Characters in the whole book: the last offset a reading position can hold.
  public static func length(_ chapters: [Chapter]) -> Int {
    chapters.reduce(0) { $0 + characters(in: $1) }
  }

  /// A chapter's title, each paragraph with the break before it, and the break after.
  private static func characters(in chapter: Chapter) -> Int {
    chapter.title.count + chapter.paragraphs.reduce(0) { $0 + $1.count + 1 } + 1
  }

  /// The chapter `offset` is in, given where chapters start.
  public static func chapter(containing offset: Int, starts: [Int]) -> Int {
    starts.lastIndex { $0 <= offset } ?? 0
  }

  /// Adds the lines of paragraph `number` of chapter `chapter`, which starts at
  /// offset `start`, to `lines`; returns its length in characters. Text whose every
  /// character is a column (`GraphemeScan.plainColumns`) is walked byte by byte
  /// into slices; anything else goes through `wrap(_:from:columns:)`.
  static func wrap(
    _ paragraph: String, number: Int, chapter: Int, from start: Int, columns: Int,
    into lines: inout [BookLine]
  ) -> Int {
    var text = paragraph
    let walked = text.withUTF8 { bytes -> Int? in
      guard let characters = GraphemeScan.plainColumns(bytes) else { return nil }
      var indent = true
      func emit(_ from: Int, _ to: Int, at offset: Int) {
        lines.append(
          BookLine(
            start: offset, chapter: chapter,
            text: .slice(paragraph: number, bytes: from..<to, indent: indent)))
        indent = false
      }
      // The walk of `wrap(_:from:columns:)`, a column a scalar: the line so far is
      // bytes lineStart..< (and the indent, on the first line).
      var (lineStart, lineOffset, width, hasWord) = (0, start, 2, false)
      var (word, offset) = (0, start)
      let count = bytes.count
      while true {
        var end = word
        var wordWidth = 0
        while end < count && bytes[end] != 0x20 {
          end += GraphemeScan.scalar(bytes, at: end).length
          wordWidth += 1
        }
        if hasWord && width + 1 + wordWidth > columns {
          emit(lineStart, word - 1, at: lineOffset)
          (width, hasWord, lineStart, lineOffset) = (0, false, word, offset)
        }
        if hasWord { width += 1 }
        // A word longer than a line is cut across lines.
        var at = word
        for index in 0..<wordWidth {
          if width + 1 > columns && width > 0 {
            emit(lineStart, at, at: lineOffset)
            (width, lineStart, lineOffset) = (0, at, offset + index)
          }
          at += GraphemeScan.scalar(bytes, at: at).length
          width += 1
        }
        hasWord = true
        offset += wordWidth + 1
        if end >= count { break }
        word = end + 1
      }
      emit(lineStart, count, at: lineOffset)
      return characters
    }
    if let walked { return walked }
    for line in wrap(paragraph, from: start, columns: columns) {
      lines.append(BookLine(start: line.start, chapter: chapter, text: .literal(line.text)))
    }
    return paragraph.count
  }

  /// A paragraph's lines with the offset each starts at; the first is indented.
  static func wrap(_ paragraph: String, from start: Int, columns: Int) -> [(
    text: String, start: Int
  )] {
    var result: [(text: String, start: Int)] = []
    var line = "  "
    var width = 2
    var lineStart = start
    var hasWord = false
    var offset = start
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = TerminalWidth.of(word)
      if hasWord && width + 1 + wordWidth > columns {
        result.append((line, lineStart))
        (line, width, hasWord, lineStart) = ("", 0, false, offset)
      }
      if hasWord {
        line += " "
        width += 1
      }
      // A word longer than a line is cut across lines.
      for (index, character) in word.enumerated() {
        let w = TerminalWidth.of(character)
        if width + w > columns && width > 0 {
          result.append((line, lineStart))
          (line, width, lineStart) = ("", 0, offset + index)
        }
        line.append(character)
        width += w
      }
      hasWord = true
      offset += word.count + 1
    }
    if hasWord { result.append((line, lineStart)) }
    return result
  }
}
