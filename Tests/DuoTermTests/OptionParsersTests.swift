import DuoLayoutCore
import Testing

@testable import DuoTerm

/// `OptionParsers`: poses, patterns and sizes from the command line, with one
/// wording per mistake.
@Suite("OptionParsers")
struct OptionParsersTests {
  @Test("every pose name reads back as its pose", arguments: Pose.allCases)
  func poseNames(pose: Pose) throws {
    #expect(try OptionParsers.pose(pose.argument) == pose)
  }

  @Test("no pose given: the default")
  func poseDefault() throws {
    #expect(try OptionParsers.pose(nil) == .closed)
    #expect(try OptionParsers.pose(nil, default: .book) == .book)
  }

  @Test("an unknown pose lists every pose", arguments: ["nope", "Book", "", "open_tall"])
  func unknownPose(text: String) {
    #expect(
      throws: UsageError(
        "unknown pose '\(text)'; poses: closed, closed-landscape, open, open-tall, book, tabletop")
    ) {
      try OptionParsers.pose(text)
    }
  }

  @Test("every pattern name reads back as its pattern", arguments: PatternRegistry.standard.ids)
  func patternNames(pattern: PatternID) throws {
    #expect(try OptionParsers.pattern(pattern.argument) == pattern)
  }

  @Test("no pattern given: the first pattern, or the default")
  func patternDefault() throws {
    #expect(try OptionParsers.pattern(nil) == PatternRegistry.standard.ids[0])
    let last = PatternRegistry.standard.ids[PatternRegistry.standard.ids.count - 1]
    #expect(try OptionParsers.pattern(nil, default: last) == last)
  }

  @Test("an unknown pattern lists every pattern")
  func unknownPattern() {
    #expect(
      throws: UsageError(
        "unknown pattern 'nope'; patterns: \(PatternRegistry.standard.argumentList)")
    ) {
      try OptionParsers.pattern("nope")
    }
  }

  @Test(
    "sizes as columns x rows",
    arguments: [
      ("200x50", 200, 50), ("80x24", 80, 24), ("80X24", 80, 24), ("1x1", 1, 1),
      ("1000x1000", 1000, 1000),
    ])
  func sizes(text: String, columns: Int, rows: Int) throws {
    #expect(try OptionParsers.size(text) == TerminalSize(columns: columns, rows: rows))
  }

  @Test("no size given: 200×50, or the default")
  func sizeDefault() throws {
    #expect(try OptionParsers.size(nil) == TerminalSize(columns: 200, rows: 50))
    let small = TerminalSize(columns: 80, rows: 24)
    #expect(try OptionParsers.size(nil, default: small) == small)
  }

  @Test(
    "a bad size says how to write one",
    arguments: [
      "0x0", "80", "x24", "80x", "-1x5", "+80x+24", "1001x5", "5x1001", "abc", "", "80x24x2",
      "80×24", " 80x24",
    ])
  func badSizes(text: String) {
    #expect(
      throws: UsageError(
        "bad size '\(text)'; give columns x rows, each 1 to 1000, for example 200x50 or 80x24")
    ) {
      try OptionParsers.size(text)
    }
  }
}
