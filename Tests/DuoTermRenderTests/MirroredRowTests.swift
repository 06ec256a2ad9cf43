import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// A list row is two labels, each in its own direction, placed by the
/// layout's. Right to left, the name sits at the row's right edge (the leading one)
/// and the date at its left; left to right, a Hebrew name sits at the left, read
/// right to left, and its date at the right. Read from the cells `TreePainter` writes.
@Suite("Rows mirror")
struct MirroredRowTests {
  static func state(_ direction: LayoutDirection, keys: [Key] = []) -> EmulatorState {
    var state = EmulatorState(
      pose: .book, terminal: TerminalSize(columns: 200, rows: 50), pattern: .listDetail,
      layoutDirection: direction)
    for (time, key) in keys.enumerated() { state = reduce(state, .key(key), at: Double(time)) }
    return state.settled()
  }

  /// The two lines of message `id`'s row as painted, a string each.
  static func row(_ state: EmulatorState, _ id: Int) throws -> [String] {
    let grid = TreePainterFrame.lit(state)
    let placement = try #require(SceneLayout(state: state)).placement(state.litDisplay)
    let cells = placement.raster.cells(try #require(state.tree.node(id: "list.row.\(id)")).frame)
    return (cells.y..<cells.y + 2).map { y in
      String((cells.x..<cells.maxX).map { grid[$0, y].character })
    }
  }

  /// True for a letter or a digit: what a name, a subject or a date holds.
  static func isStrong(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// The columns after the last letter or digit of `line`: the marks (`●⚑↩`) and
  /// blanks after the name, right to left.
  static func afterLastLetter(_ line: String) -> Int {
    line.reversed().firstIndex(where: isStrong).map {
      line.reversed().distance(from: line.reversed().startIndex, to: $0)
    }
      ?? line.count
  }

  /// The columns before the first letter or digit of `line`: the marks and
  /// indentation, left to right.
  static func beforeFirstLetter(_ line: String) -> Int {
    line.firstIndex(where: isStrong).map { line.distance(from: line.startIndex, to: $0) }
      ?? line.count
  }

  /// `line` without the blank its row's frame may have past its text's columns (a
  /// frame is rounded to cells; the text fits the columns inside it).
  static func edge(_ line: String) -> Substring {
    line.hasPrefix("  ") ? Substring(line) : line.drop { $0 == " " }
  }

  @Test("right to left, an English row has its date at the left edge and its name at the right")
  func englishRightToLeft() throws {
    let message = Mailbox.standard.messages[0]
    let lines = try Self.row(Self.state(.rightToLeft), message.id)
    #expect(Self.edge(lines[0]).hasPrefix(message.date), "\(lines[0])")
    #expect(lines[0].contains(message.sender), "the name reads left to right")
    #expect(Self.afterLastLetter(lines[0]) <= 4, "only the marks after the name: \(lines[0])")
    #expect(lines[1].contains(message.subject))
    #expect(Self.afterLastLetter(lines[1]) == 4, "the subject indented from the right: \(lines[1])")
    // Left to right, as it always was.
    let ltr = try Self.row(Self.state(.leftToRight), message.id)
    #expect(ltr[0].hasSuffix(message.date) && Self.beforeFirstLetter(ltr[0]) == 4, "\(ltr[0])")
  }

  @Test(
    "left to right, a Hebrew row has its name at the left, read right to left, its date at the right"
  )
  func hebrewLeftToRight() throws {
    let state = Self.state(.leftToRight, keys: [.end])
    let hebrew = try #require(Mailbox.standard.messages.first { $0.id == 65 })
    let lines = try Self.row(state, hebrew.id)
    #expect(lines[0].hasSuffix(hebrew.date), "\(lines[0])")
    #expect(Self.beforeFirstLetter(lines[0]) <= 4, "the name at the leading edge: \(lines[0])")
    #expect(lines[0].contains(String(hebrew.sender.reversed())), "in visual order")
    #expect(!lines[0].contains(hebrew.sender), "never in logical order")
    #expect(lines[1].hasPrefix("    " + String(hebrew.subject.reversed())), "\(lines[1])")
    // An English name with a Hebrew subject: the subject at the left too, its Hebrew
    // word reversed inside the English.
    let mixed = try Self.row(state, 66)
    #expect(mixed[0].hasPrefix("    Avi Levi") && mixed[0].hasSuffix("1 Oct"), "\(mixed[0])")
    #expect(mixed[1].hasPrefix("    Re: םולש from Tel Aviv"), "\(mixed[1])")
  }

  @Test("right to left, a Hebrew row has its date at the left and its name at the right")
  func hebrewRightToLeft() throws {
    let hebrew = try #require(Mailbox.standard.messages.first { $0.id == 65 })
    let lines = try Self.row(Self.state(.rightToLeft, keys: [.end]), hebrew.id)
    #expect(Self.edge(lines[0]).hasPrefix(hebrew.date), "\(lines[0])")
    #expect(lines[0].contains(String(hebrew.sender.reversed())))
    #expect(Self.afterLastLetter(lines[0]) <= 4, "\(lines[0])")
  }
}
