import Foundation
import Testing

@testable import DuoLayoutCore

/// A two-page screen file is the built-in book pattern with the file's book: its
/// chapters are what the pages show, paginated as their own, and a paragraph that
/// is not one line names its line in the file.
@Suite struct TwoPageContentTests {
  /// The exported two-page screen's text, with `edit` applied to it.
  static func bookText(_ edit: (String) -> String = { $0 }) throws -> String {
    edit(try #require(ScreenExport.screen(for: .twoPage)).text(schema: "screen.schema.json"))
  }

  static func labels(_ state: EmulatorState) -> String {
    state.tree.allNodes.compactMap { node in
      if case .label(let text) = node.role { text } else { nil }
    }.joined(separator: "\n")
  }

  @Test(arguments: [Pose.closed, .open, .book])
  func theFilesBookIsWhatShows(pose: Pose) throws {
    let first = Book.standard.chapters[0].title
    let builtIn = EmulatorState(pose: pose, pattern: .twoPage)
    // The built-in is paginated first, at the same page size: the file's book
    // must not be served the built-in's pages from the cache.
    #expect(Self.labels(builtIn).contains(first))
    let text = try Self.bookText {
      $0.replacingOccurrences(of: first.quoted, with: #""Zap Chapter""#)
        .replacingOccurrences(of: #""In the city of Ambry"#, with: #""Zapped city of Ambry"#)
    }
    let state = builtIn.showing(try ScreenFile.read(text, file: "book.json"))
    #expect(state.pattern == .twoPage)
    #expect(state.models.twoPage.book.chapters[0].title == "Zap Chapter")
    let shown = Self.labels(state)
    #expect(shown.contains("Zap Chapter"))
    #expect(shown.contains("Zapped city"))
    #expect(!shown.contains(first))
    // The built-in keeps its own book.
    #expect(EmulatorState(pose: pose, pattern: .twoPage).models.twoPage.book == .standard)
    #expect(!Self.labels(EmulatorState(pose: pose, pattern: .twoPage)).contains("Zap"))
  }

  @Test func aShorterBookKeepsThePlaceWithinIt() throws {
    var builtIn = EmulatorState(pose: .open, pattern: .twoPage)
    builtIn.models.twoPage.position = Pagination.length(Book.standard.chapters)
    builtIn.models.twoPage.contentsSelection = 11
    var screen = try #require(ScreenExport.screen(for: .twoPage))
    let short = Book(title: "Short", chapters: [Book.standard.chapters[0]])
    screen.content = ScreenContent(try JSONValueEncoder().encode(short))
    let state = builtIn.showing(
      try ScreenFile.read(screen.text(schema: "screen.schema.json"), file: "book.json"))
    #expect(state.models.twoPage.book == short)
    #expect(state.models.twoPage.position == Pagination.length(short.chapters))
    #expect(state.models.twoPage.contentsSelection == 0)
  }

  @Test func aParagraphWithALineBreakNamesItsLine() throws {
    let paragraph = Book.standard.chapters[2].paragraphs[1]
    let broken = paragraph.replacingOccurrences(of: ". ", with: ".\n")
    let text = try Self.bookText {
      $0.replacingOccurrences(
        of: paragraph, with: broken.replacingOccurrences(of: "\n", with: #"\n"#))
    }
    let line =
      try #require(
        text.split(separator: "\n", omittingEmptySubsequences: false)
          .firstIndex { $0.contains(#".\n"#) }) + 1
    do {
      _ = try ScreenFile.read(text, file: "book.json")
      Issue.record("a paragraph with a line break reads")
    } catch {
      let problem = error.description
      #expect(problem.hasPrefix("book.json:\(line):"), "\(problem)")
      #expect(
        problem.contains(
          #"content: chapters[2].paragraphs[1]: a paragraph is one line, this one holds \n"#),
        "\(problem)")
    }
  }

  @Test func aBookWithoutChaptersSaysSo() throws {
    let text = #"{"title": "A", "pattern": "two-page", "content": {"title": "B", "chapters": []}}"#
    #expect(throws: (any Error).self) { try ScreenFile.read(text, file: "book.json") }
    do {
      _ = try ScreenFile.read(text, file: "book.json")
    } catch {
      #expect(error.description.hasPrefix("book.json:1:"), "\(error)")
      #expect(error.description.contains("a book needs a chapter"), "\(error)")
    }
  }
}
