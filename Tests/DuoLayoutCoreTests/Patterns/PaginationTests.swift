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
    let pagination = Pagination(Book.chapters, columns: columns, lines: lines)
    for page in pagination.pages {
      #expect(page.lines.count <= lines)
      for line in page.lines { #expect(TerminalWidth.of(line) <= columns, "\(line)") }
    }
  }

  @Test func theBookRunsToMoreThanTwentyPagesAtTheStandardScale() {
    // Open at 200 × 50: two pages of about 52 × 37 each.
    let state = EmulatorState(pose: .open, terminal: .standard, pattern: .twoPage)
    let geometry = TwoPageGeometry(env: state.environment)
    #expect(geometry.pages.count == 2)
    #expect(geometry.pagination.pages.count >= 20, "\(geometry.pagination.pages.count) pages")
  }

  @Test func pagesStartInOrderAndChaptersStartPages() {
    let pagination = Pagination(Book.chapters, columns: 40, lines: 20)
    let starts = pagination.pages.map(\.start)
    #expect(starts == starts.sorted())
    for start in pagination.chapterStarts {
      #expect(starts.contains(start), "chapter at \(start) starts a page")
    }
    #expect(pagination.chapterStarts == Pagination.chapterStarts(Book.chapters))
  }

  @Test func thePositionStaysOnTheSamePageContentAcrossSizes() {
    // Take a position mid-book; at each size the page holding it starts at or
    // before it, and the next page starts after it.
    let position = Pagination.chapterStarts(Book.chapters)[5] + 700
    for (columns, lines) in Self.sizes {
      let pagination = Pagination(Book.chapters, columns: columns, lines: lines)
      let index = pagination.pageIndex(containing: position)
      #expect(pagination.pages[index].start <= position)
      if index + 1 < pagination.pages.count {
        #expect(pagination.pages[index + 1].start > position)
      }
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
      let geometry = TwoPageGeometry(env: state.environment)
      let page = geometry.pagination.pages[geometry.pagination.pageIndex(containing: position)]
      #expect(page.start <= position)
    }
  }
}

extension String {
  fileprivate var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
