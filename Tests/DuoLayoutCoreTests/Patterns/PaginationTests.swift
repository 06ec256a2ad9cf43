import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// The book paginates at any page size, and the reading position (a character
/// offset) lands on the page that holds it at every size.
@Suite struct PaginationTests {
  static let sizes = [(50, 37), (42, 38), (20, 12), (60, 14), (9, 5)]

  @Test(arguments: sizes.indices)
  func everyLineFitsItsPage(index: Int) {
    let (columns, lines) = Self.sizes[index]
    let pagination = Pagination(Book.standard.chapters, columns: columns, lines: lines)
    for page in pagination.allPages {
      #expect(page.lines.count <= lines)
      for line in page.lines { #expect(TerminalWidth.of(line) <= columns, "\(line)") }
    }
  }

  @Test func theBookRunsToMoreThanTwentyPagesAtTheStandardScale() {
    // Open at 200 × 50: two pages of about 52 × 37 each.
    let state = EmulatorState(pose: .open, terminal: .standard, pattern: .twoPage)
    let geometry = TwoPageGeometry(state.models.twoPage.book, env: state.environment)
    #expect(geometry.pages.count == 2)
    #expect(geometry.pagination.pageCount >= 20, "\(geometry.pagination.pageCount) pages")
  }

  @Test func pagesStartInOrderAndChaptersStartPages() {
    let pagination = Pagination(Book.standard.chapters, columns: 40, lines: 20)
    let starts = pagination.allPages.map(\.start)
    #expect(starts == starts.sorted())
    for start in pagination.chapterStarts {
      #expect(starts.contains(start), "chapter at \(start) starts a page")
    }
    #expect(pagination.chapterStarts == Pagination.chapterStarts(Book.standard.chapters))
  }

  @Test func thePositionStaysOnTheSamePageContentAcrossSizes() {
    // Take a position mid-book; at each size the page holding it starts at or
    // before it, and the next page starts after it.
    let position = Pagination.chapterStarts(Book.standard.chapters)[5] + 700
    for (columns, lines) in Self.sizes {
      let pagination = Pagination(Book.standard.chapters, columns: columns, lines: lines)
      let index = pagination.pageIndex(containing: position)
      #expect(pagination.pageStart(index) <= position)
      if index + 1 < pagination.pageCount {
        #expect(pagination.pageStart(index + 1) > position)
      }
    }
  }

  /// The book paginated the long way: every line made as text with `wrap`,
  /// chapter by chapter, a page every `lines` lines.
  static func reference(_ chapters: [Chapter], columns: Int, lines: Int) -> [BookPage] {
    var pages: [BookPage] = []
    var offset = 0
    for (index, chapter) in chapters.enumerated() {
      var chapterLines: [(text: String, start: Int)] = [
        (TextLine.truncate(chapter.title.uppercased(), to: columns), offset)
      ]
      offset += chapter.title.count
      chapterLines.append(("", offset))
      for paragraph in chapter.paragraphs {
        offset += 1
        chapterLines += Pagination.wrap(paragraph, from: offset, columns: columns)
        offset += paragraph.count
      }
      for first in stride(from: 0, to: chapterLines.count, by: lines) {
        let page = chapterLines[first..<min(chapterLines.count, first + lines)]
        pages.append(BookPage(start: page.first!.start, chapter: index, lines: page.map(\.text)))
      }
      offset += 1
    }
    return pages
  }

  @Test(
    "the pages are the ones wrapping every line as text gives",
    arguments: [(50, 37), (20, 12), (9, 5), (4, 1), (73, 40)])
  func pagesAreTheLongWaysPages(columns: Int, lines: Int) {
    let pagination = Pagination(Book.standard.chapters, columns: columns, lines: lines)
    #expect(
      pagination.allPages == Self.reference(Book.standard.chapters, columns: columns, lines: lines))
    #expect(pagination.length == Pagination.length(Book.standard.chapters))
  }

  @Test("paragraphs with runs of spaces, long words and wide text wrap as the long way")
  func oddParagraphsWrapAsTheLongWay() {
    var random = SeededRandom(seed: 31)
    let words = ["a", "bb", "“quoted”", "—", "longerthananylineatall", "", "漢字", "e\u{301}"]
    for _ in 0..<300 {
      let paragraph = (0..<Int(random.next() % 14))
        .map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
      let book = [Chapter(title: "One", paragraphs: [paragraph, "x  y"])]
      for columns in [4, 5, 7, 12] {
        #expect(
          Pagination(book, columns: columns, lines: 3).allPages
            == Self.reference(book, columns: columns, lines: 3),
          "\(paragraph.debugDescription) at \(columns)")
      }
    }
  }

  @Test func aChaptersFirstPageHoldsItsStart() {
    let pagination = Pagination(Book.standard.chapters, columns: 30, lines: 20)
    for (chapter, start) in pagination.chapterStarts.enumerated() {
      #expect(pagination.pageStart(pagination.firstPage(ofChapter: chapter)) == start)
    }
  }

  @Test func wrappedLinesStartWhereTheirTextIs() {
    let paragraph = "The tide came in slowly over the flats and nobody watched it come."
    let lines = Pagination.wrap(paragraph, from: 100, columns: 16)
    for line in lines {
      let offset = line.start - 100
      let expected = paragraph.dropFirst(offset).prefix(3)
      #expect(line.text.trimmingPrefixSpaces.hasPrefix(expected), "\(line)")
    }
  }

  @Test func turningPagesKeepsTheWordsAcrossAFold() {
    var state = EmulatorState(pose: .open, terminal: .standard, pattern: .twoPage)
    for _ in 0..<7 { state = reduce(state, .key(.right), at: 0) }
    let position = state.models.twoPage.position
    #expect(position > 0)
    for key in [Key.function(2), .function(3), .function(5), .function(4), .function(2)] {
      state = reduce(state, .key(key), at: 0)
      #expect(state.models.twoPage.position == position)
      let geometry = TwoPageGeometry(state.models.twoPage.book, env: state.environment)
      let page = geometry.pagination.page(geometry.pagination.pageIndex(containing: position))
      #expect(page.start <= position)
    }
  }
}

extension String {
  fileprivate var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
