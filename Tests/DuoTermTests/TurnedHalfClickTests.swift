import DuoLayoutCore
import DuoTermRender
import Testing

@testable import DuoTerm

/// A click on a half drawn turned 180° (face to face) lands on the cell
/// drawn there: the front maps the cell to a window point and the core finds the
/// node by its turned frame, so the column a player sees under the pointer is the
/// one that takes the disc, not its mirror image.
@Suite struct TurnedHalfClickTests {
  /// Sends a left click at the cell (`x`, `y`), counted from 0, as SGR reports.
  static func click(_ terminal: MemoryTerminal, _ x: Int, _ y: Int, at time: Double) {
    let report = "\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m"
    terminal.send(Array(report.utf8), at: time)
  }

  @Test(arguments: [3, 6])
  func aClickOnATurnedBoardDropsInTheColumnDrawnThere(column: Int) throws {
    let start = EmulatorState(pose: .closed, terminal: .standard, pattern: .sharedSplit)
    // The frame the session will show once face to face and the game is on.
    let board = [Key.character("f"), .enter].reduce(start) { reduce($0, .key($1), at: 0) }
    let lines = Scene.render(board).text.split(separator: "\n").map { Array($0) }
    // The turned half's column numbers read right to left.
    let numbers = try #require(
      lines.firstIndex { String($0.filter { $0 != " " }).contains("7654321") })
    #expect(lines[numbers].count == TerminalSize.standard.columns, "one character a cell")
    let x = try #require(lines[numbers].firstIndex(of: Character(String(column))))
    let y = try #require(
      lines.indices.first { $0 > numbers && lines[$0].indices.contains(x) && lines[$0][x] == "·" },
      "a slot of the column")
    let terminal = MemoryTerminal(start: 100)
    terminal.type("f", at: 101)
    terminal.type("Enter", at: 101.5)
    Self.click(terminal, x, y, at: 102)
    terminal.type("F10", at: 103)
    let session = InteractiveSession(state: start, backend: terminal)
    #expect(session.run() == .quit)
    let shared = session.state.models.shared
    #expect(shared.settings.facing == .faceToFace)
    let bottom = FourInARow.rows - 1
    #expect(shared.fourInARow.disc(column: column - 1, row: bottom) == .first)
    #expect(shared.fourInARow.disc(column: 7 - column, row: bottom) == nil, "not the mirror")
  }
}
