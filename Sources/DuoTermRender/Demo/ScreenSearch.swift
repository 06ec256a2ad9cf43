/// Finds text on a drawn screen the way a reader does: in a row, or carried on to
/// the next row where the app wrapped it. A tour's `expect "TEXT"` names what the
/// app shows, and the same words wrap in other places at 80x24, on another device
/// or at another text size; a search that only looked along a row would fail the
/// tour there while a person reads the words plainly.
///
/// A text run ends at two spaces, at a frame glyph (a border, the fold, a pane's
/// rule) or at the row's end; a match may go on at the next row only from the end
/// of its run, and only at the column where that run began (text an app wraps is
/// aligned on its left edge). The break may fall between words or inside a word
/// (a field's long value wraps anywhere).
///
/// ```swift
/// let screen = ScreenSearch("│ Are we still on for tea at  │\n│ four? I found a café      │")
/// screen.firstRow(containing: "tea at four")  // 0
/// ```
public struct ScreenSearch: Sendable {
  let rows: [[Character]]

  public init(_ text: String) {
    rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
  }

  /// Whether `text` is on the screen, in a row or wrapped over rows.
  public func contains(_ text: String) -> Bool { firstRow(containing: text) != nil }

  /// The first row where `text` begins, in a row or wrapped over rows.
  public func firstRow(containing text: String) -> Int? {
    let needle = Array(text)
    guard let head = needle.first else { return 0 }
    for (row, characters) in rows.enumerated() {
      for column in characters.indices where characters[column] == head {
        if matches(needle, from: 0, row: row, column: column, runStart: runStart(row, column)) {
          return row
        }
      }
    }
    return nil
  }

  /// Whether `needle[index...]` reads from (`row`, `column`), wrapping to the next
  /// row at `runStart` where its run ends.
  private func matches(
    _ needle: [Character], from index: Int, row: Int, column: Int, runStart: Int
  ) -> Bool {
    let characters = rows[row]
    var index = index
    var column = column
    while index < needle.count, column < characters.count, characters[column] == needle[index] {
      index += 1
      column += 1
    }
    if index == needle.count { return true }
    guard index > 0, endsRun(characters, at: column), row + 1 < rows.count else { return false }
    while index < needle.count, needle[index] == " " { index += 1 }
    let next = rows[row + 1]
    guard runStart < next.count, runStart == 0 || !isText(next, runStart - 1) else {
      return false
    }
    return matches(needle, from: index, row: row + 1, column: runStart, runStart: runStart)
  }

  /// Whether the run of text in `characters` ends at `column`.
  private func endsRun(_ characters: [Character], at column: Int) -> Bool {
    guard column < characters.count else { return true }
    if Self.isFrame(characters[column]) { return true }
    guard characters[column] == " " else { return false }
    return column + 1 == characters.count || characters[column + 1] == " "
      || Self.isFrame(characters[column + 1])
  }

  /// The column where the run of text holding (`row`, `column`) begins.
  private func runStart(_ row: Int, _ column: Int) -> Int {
    let characters = rows[row]
    var start = column
    while start > 0, isText(characters, start - 1) { start -= 1 }
    return start
  }

  /// Whether the cell at `column` belongs to a run of text: not a frame glyph, and
  /// not a space that begins a gap of two.
  private func isText(_ characters: [Character], _ column: Int) -> Bool {
    let character = characters[column]
    if Self.isFrame(character) { return false }
    guard character == " " else { return true }
    return column > 0 && characters[column - 1] != " " && !Self.isFrame(characters[column - 1])
  }

  /// Box drawing and block elements: borders, rules and the fold, never words.
  static func isFrame(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return (0x2500...0x259F).contains(scalar.value)
  }
}
