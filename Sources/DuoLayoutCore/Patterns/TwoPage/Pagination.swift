/// The book broken into pages of one size. Each chapter starts on a new page; a
/// paragraph's first line is indented.
///
/// ```swift
/// let pagination = Pagination(Book.chapters, columns: 50, lines: 36)
/// pagination.pageIndex(containing: model.position)
/// ```
public struct Pagination: Hashable, Sendable {
  public private(set) var pages: [BookPage] = []
  /// The offset where each chapter starts.
  public private(set) var chapterStarts: [Int] = []
  /// Characters in the whole book.
  public private(set) var length = 0

  /// Pages of `lines` lines of `columns` columns (at least 1 line of 4 columns), every
  /// chapter opening with its title in capitals.
  public init(_ chapters: [Chapter], columns: Int, lines: Int) {
    let columns = max(4, columns)
    let lines = max(1, lines)
    var offset = 0
    for (index, chapter) in chapters.enumerated() {
      chapterStarts.append(offset)
      var chapterLines: [(text: String, start: Int)] = [
        (TextLine.truncate(chapter.title.uppercased(), to: columns), offset)
      ]
      offset += chapter.title.count
      chapterLines.append(("", offset))
      for paragraph in chapter.paragraphs {
        offset += 1  // the break before the paragraph
        chapterLines += Pagination.wrap(paragraph, from: offset, columns: columns)
        offset += paragraph.count
      }
      var page = BookPage(start: chapterLines[0].start, chapter: index, lines: [])
      for line in chapterLines {
        if page.lines.count == lines {
          pages.append(page)
          page = BookPage(start: line.start, chapter: index, lines: [])
        }
        page.lines.append(line.text)
      }
      pages.append(page)
      offset += 1
    }
    length = offset
  }

  /// The page showing `offset`: the last page that starts at or before it.
  public func pageIndex(containing offset: Int) -> Int {
    PagesState.page(containing: offset, in: pages.lazy.map(\.start))
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
    chapter.title.count + chapter.paragraphs.reduce(0) { $0 + $1.count + 1 } + 1
  }

  /// The chapter `offset` is in, given where chapters start.
  public static func chapter(containing offset: Int, starts: [Int]) -> Int {
    starts.lastIndex { $0 <= offset } ?? 0
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
