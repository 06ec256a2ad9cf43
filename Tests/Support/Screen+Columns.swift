import Foundation

/// Reading a captured pane by terminal columns: the lit display's rows, and labels
/// written one word a line down a column.
extension Screen {
  /// `line` as terminal columns: each holds the character that starts in it, or
  /// nil where the wide character before it spills over. Zero-width characters
  /// take no column.
  public static func columns(_ line: some StringProtocol) -> [Character?] {
    var result: [Character?] = []
    for character in line {
      let width = displayWidth(String(character))
      guard width > 0 else { continue }
      result.append(character)
      if width > 1 { result.append(contentsOf: repeatElement(nil, count: width - 1)) }
    }
    return result
  }

  /// The text of `line` in the columns of `range` (a wide character cut in two is
  /// dropped; columns past the end read as blanks).
  public static func text(_ line: some StringProtocol, columns range: Range<Int>) -> String {
    let cells = columns(line)
    var result = ""
    for column in range {
      guard column < cells.count else {
        result.append(" ")
        continue
      }
      if let character = cells[column] { result.append(character) }
    }
    return result
  }

  /// The rows inside the lit display's bezel (`╔ Inner display · lit ═══╗`, or any
  /// device's display name, down to its `╚═══╝`), without the bezel: what the
  /// phone shows, and nothing of the dark display or the status line. Nil when no
  /// display is lit.
  public static func litDisplay(_ screen: String) -> [String]? {
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard let top = rows.firstIndex(where: { $0.contains(" · lit ") }) else { return nil }
    let cells = columns(rows[top])
    guard let title = cells.indices.first(where: { startsWith(cells, at: $0, " · lit ") }),
      let left = cells[..<title].lastIndex(of: "╔"),
      let right = cells[title...].firstIndex(of: "╗")
    else { return nil }
    var result: [String] = []
    for row in rows[(top + 1)...] {
      let rowCells = columns(row)
      if left < rowCells.count, rowCells[left] == "╚" { break }
      result.append(text(row, columns: (left + 1)..<right))
    }
    return result
  }

  /// True when `words` are written one a line down one column, each starting in
  /// the same column on consecutive rows (the region overlay labels a tall region
  /// this way), or appear in that order on one row.
  public static func reads(_ words: [String], in rows: [String]) -> Bool {
    guard let first = words.first else { return true }
    if rows.contains(where: { Screen.words($0).contains(words.joined(separator: " ")) }) {
      return true
    }
    let grids = rows.map { columns($0) }
    for (row, cells) in grids.enumerated() {
      for column in cells.indices where startsWith(cells, at: column, first) {
        let below = words.dropFirst().enumerated().allSatisfy { offset, word in
          let next = row + 1 + offset
          return next < grids.count && startsWith(grids[next], at: column, word)
        }
        if below { return true }
      }
    }
    return false
  }

  /// True when the columns from `start` spell `text`.
  private static func startsWith(_ cells: [Character?], at start: Int, _ text: String) -> Bool {
    var column = start
    for character in text {
      guard column < cells.count, cells[column] == character else { return false }
      column += displayWidth(String(character))
    }
    return true
  }
}
