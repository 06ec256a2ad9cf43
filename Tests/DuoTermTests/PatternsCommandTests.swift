import DuoLayoutCore
import Testing

@testable import DuoTerm

/// `duoterm patterns` prints the pattern catalog from the registry; `--pick` asks
/// the catalog's questions in order and names the pattern with the command that shows it.
@Suite struct PatternsCommandTests {
  /// Runs `--pick` with `answers`, one a line, then the end of input.
  static func pick(_ answers: [String]) -> (status: Int32, output: String) {
    var remaining = answers[...]
    var output = ""
    let status = PatternsCommand.pick(read: { remaining.popFirst() }, write: { output += $0 })
    return (status, output)
  }

  @Test func everyCatalogRowOfEveryPatternIsATableRowWithItsCommand() {
    let lines = PatternsCommand.table().split(separator: "\n").map(String.init)
    let rows = PatternRegistry.standard.entries.flatMap { entry in
      entry.catalog.map { (row: $0, id: entry.id) }
    }
    #expect(lines.count == rows.count + 2)
    #expect(lines[0].hasPrefix("| Pattern "))
    for (row, id) in rows {
      #expect(
        lines.contains {
          $0.hasPrefix("| \(row.name) ") && $0.contains(row.partlyFolded)
            && $0.hasSuffix("duoterm --pattern \(id.argument)")
            || $0.contains("| duoterm --pattern \(id.argument) ")
        }, "\(row.name)")
    }
  }

  @Test func theTableNamesTheCatalogsPatternsTheArrangementsAndSharedSplit() {
    let table = PatternsCommand.table()
    for name in [
      "List-detail", "Two-page", "Feed reflow", "Extended canvas", "Displacement",
      "Split arrangement", "Overlay arrangement", "Shared screen", "Supporting pane", "Dual view",
      "Tabs to sidebar", "List-detail plus a side pane",
    ] {
      #expect(table.contains("| \(name)"), "\(name)")
    }
  }

  @Test func theFirstYesNamesThePatternAndTheAdditionIsStillAsked() {
    // 1 to 6 no, 7 yes (feed); 8 is skipped; 9 yes (displacement).
    let (status, output) = Self.pick(["n", "n", "n", "n", "n", "n", "y", "y"])
    #expect(status == 0)
    #expect(output.contains("Try Feed reflow: duoterm --pattern feed\n"))
    #expect(output.contains("Add Displacement to its centred controls: duoterm --pattern camera"))
    #expect(!output.contains("8. One continuous surface"))
  }

  @Test func questionsComeInTheSeedsOrderOneALine() {
    let (_, output) = Self.pick(Array(repeating: "n", count: 20))
    let numbers = output.split(separator: "\n").flatMap { $0.split(separator: "] ") }.compactMap {
      Int($0.prefix { $0.isNumber })
    }
    #expect(numbers == numbers.sorted() && numbers.count >= 6, "\(output)")
    #expect(output.contains("No pattern fits"))
  }

  @Test func aBadAnswerGetsOneLineAndTheQuestionAgain() {
    let (_, output) = Self.pick(["n", "maybe\u{1B}", "n", "y"])
    #expect(output.contains("'maybe\\e' is not an answer — type y or n\n"), "\(output)")
    #expect(output.components(separatedBy: "2. Two halves").count == 3)
    #expect(output.contains("Try List-detail: duoterm --pattern list-detail"))
  }

  @Test func theEndOfInputStopsCleanly() {
    let (status, output) = Self.pick(["n"])
    #expect(status == 0)
    #expect(output.hasSuffix("\nno answer (end of input): nothing picked\n"))
  }

  /// It printed a table over 300 columns wide whatever the terminal's width.
  @Test(
    "on a terminal narrower than the table, every row as wrapped lines that fit",
    arguments: [80, 40, 132])
  func narrow(width: Int) {
    let text = PatternsCommand.text(width: width)
    for line in text.split(separator: "\n") {
      #expect(TerminalWidth.of(String(line)) <= width, "\(line)")
    }
    for entry in PatternRegistry.standard.entries where width >= 80 {
      #expect(text.contains(PatternsCommand.command(entry.id)), "\(entry.id)")
    }
    #expect(PatternsCommand.text(width: nil) == PatternsCommand.table(), "piped: the table")
    #expect(PatternsCommand.text(width: 1000) == PatternsCommand.table(), "wide: the table")
  }
}
