import Synchronization

/// The book broken into pages of one size. Each chapter starts on a new page; a
/// paragraph's first line is indented.
///
/// The page count and where each chapter's pages begin need only how many lines
/// each paragraph takes, so that is all `init` finds: a count per paragraph, one
/// pass over its bytes, nothing stored per line. Where a chapter's lines break
/// (`BookLine`s, positions in the text) is found the first time one of its pages is
/// asked for, and kept; a page's text is made only when that page is asked for
/// (`page(_:)`). A first frame so lays out the one chapter it shows, not the book.
///
/// ```swift
/// let pagination = Pagination(model.book.chapters, columns: 50, lines: 36)
/// let page = pagination.page(pagination.pageIndex(containing: model.position))
/// ```
public struct Pagination: Sendable {
  /// The offset where each chapter starts.
  public let chapterStarts: [Int]
  /// Characters in the whole book.
  public let length: Int
  /// How many pages there are.
  public let pageCount: Int

  private let chapters: [Chapter]
  private let columns: Int
  private let perPage: Int
  /// The first page of each chapter.
  private let chapterPages: [Int]
  /// Each chapter's lines, found when first needed.
  private let lineCache: ChapterLines

  /// Pages of `lines` lines of `columns` columns (at least 1 line of 4 columns), every
  /// chapter opening with its title in capitals.
  public init(_ chapters: [Chapter], columns: Int, lines: Int) {
    let columns = max(4, columns)
    let perPage = max(1, lines)
    var firstPages: [Int] = []
    var starts: [Int] = []
    var pages = 0
    var offset = 0
    for chapter in chapters {
      firstPages.append(pages)
      starts.append(offset)
      // The title and the blank line after it, then each paragraph's lines.
      var count = 2
      offset += chapter.title.count + 1
      for paragraph in chapter.paragraphs {
        let size = Pagination.measure(paragraph, columns: columns)
        count += size.lines
        offset += size.characters + 1
      }
      pages += (count + perPage - 1) / perPage
    }
    self.chapters = chapters
    self.columns = columns
    self.perPage = perPage
    self.lineCache = ChapterLines(count: chapters.count)
    pageCount = pages
    chapterPages = firstPages
    chapterStarts = starts
    length = offset
  }

  /// Page `index` (0-based, below `pageCount`), its text made now.
  public func page(_ index: Int) -> BookPage {
    let (chapter, range) = lineRange(ofPage: index)
    let chapterLines = lines(ofChapter: chapter)
    return BookPage(
      start: chapterLines[range.lowerBound].start, chapter: chapter,
      lines: chapterLines[range].map { $0.string(in: chapters) })
  }

  /// The offset of the first character on page `index`: where turning to it goes.
  public func pageStart(_ index: Int) -> Int {
    let (chapter, range) = lineRange(ofPage: index)
    return lines(ofChapter: chapter)[range.lowerBound].start
  }

  /// The page chapter `chapter` (0-based) starts on.
  public func firstPage(ofChapter chapter: Int) -> Int {
    chapterPages[chapter]
  }

  /// Every page, each one's text made: for tests and tools, not for a frame.
  public var allPages: [BookPage] { (0..<pageCount).map(page) }

  /// The page showing `offset`: the last page that starts at or before it. Every
  /// page of the chapter holding `offset` starts inside that chapter, so only its
  /// lines are needed.
  public func pageIndex(containing offset: Int) -> Int {
    let chapter = chapter(containing: offset)
    let chapterLines = lines(ofChapter: chapter)
    let starts = stride(from: 0, to: chapterLines.count, by: perPage).map { chapterLines[$0].start }
    return chapterPages[chapter] + PagesState.page(containing: offset, in: starts)
  }

  /// The chapter page `index` is in, and the range of that chapter's lines on it.
  private func lineRange(ofPage index: Int) -> (chapter: Int, lines: Range<Int>) {
    let chapter = Pagination.chapter(containing: index, starts: chapterPages)
    let first = (index - chapterPages[chapter]) * perPage
    let count = lines(ofChapter: chapter).count
    return (chapter, first..<min(count, first + perPage))
  }

  /// Every line of chapter `index`, broken now if no page of it was asked for before.
  private func lines(ofChapter index: Int) -> [BookLine] {
    if let known = lineCache.cache.withLock({ $0[index] }) { return known }
    let chapter = chapters[index]
    let columns = columns
    var offset = chapterStarts[index]
    var all = [
      BookLine(
        start: offset, chapter: index,
        text: .literal(TextLine.truncate(chapter.title.uppercased(), to: columns)))
    ]
    offset += chapter.title.count
    all.append(BookLine(start: offset, chapter: index, text: .literal("")))
    for (number, paragraph) in chapter.paragraphs.enumerated() {
      offset += 1  // the break before the paragraph
      offset += Pagination.wrap(
        paragraph, number: number, chapter: index, from: offset, columns: columns, into: &all)
    }
    lineCache.cache.withLock { $0[index] = all }
    return all
  }

  /// Each chapter's lines once found: shared by the copies of one pagination.
  private final class ChapterLines: Sendable {
    let cache: Mutex<[[BookLine]?]>
    init(count: Int) { cache = Mutex(Array(repeating: nil, count: count)) }
  }

  /// How many lines `paragraph` takes at `columns` columns (the lines `wrap` makes,
  /// counted without making them), and its characters. Text whose every character
  /// is a column (`GraphemeScan.plainColumns`' test, made here scalar by scalar in the
  /// same pass) is walked a byte at a time, a word's width counted a scalar at a time:
  /// the page total reads every byte of the book once.
  static func measure(_ paragraph: String, columns: Int) -> (lines: Int, characters: Int) {
    var text = paragraph
    let counted = text.withUTF8 { bytes -> (lines: Int, characters: Int)? in
      // As `wrap`: `width` columns on the line so far (the indent, on the first).
      var (lines, width, hasWord, characters) = (1, 2, false, -1)
      var at = 0
      let count = bytes.count
      while true {
        var wordWidth = 0
        while at < count {
          let byte = bytes[at]
          if byte == 0x20 { break }
          // Printable ASCII other than the space: one column, one byte.
          // (Wrapping additions: `at` stays below `count`.)
          if byte &- 0x21 < 0x5E {
            at &+= 1
          } else {
            let length = GraphemeScan.plainLength(bytes, at: at)
            guard length > 0 else { return nil }
            at &+= length
          }
          wordWidth &+= 1
        }
        characters += wordWidth + 1
        if hasWord && width + 1 + wordWidth > columns {
          lines += 1
          (width, hasWord) = (0, false)
        }
        if hasWord { width += 1 }
        // A word longer than what is left of the line is cut: a new line each time
        // the line is full and a character is left.
        if wordWidth > 0 {
          let total = width + wordWidth
          lines += (total - 1) / columns
          width = (total - 1) % columns + 1
        }
        hasWord = true
        if at >= count { break }
        at += 1
      }
      return (lines, characters)
    }
    return counted ?? (wrap(paragraph, from: 0, columns: columns).count, paragraph.count)
  }

  /// The chapter `offset` is in.
  public func chapter(containing offset: Int) -> Int {
    Pagination.chapter(containing: offset, starts: chapterStarts)
  }

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
    chapter.title.count + chapter.paragraphs.reduce(0) { $0 + characters(in: $1) + 1 } + 1
  }

  /// `text.count`, counted a byte at a time when every character is a column.
  private static func characters(in text: String) -> Int {
    var text = text
    return text.withUTF8 { GraphemeScan.plainColumns($0) } ?? text.count
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
