import DuoLayoutCore
import DuoTermRender
import Testing

/// The help overlay fits any terminal: taller than the screen, it scrolls and says
/// so; no row spills over its box.
@Suite struct HelpOverlayTests {
  func press(_ keys: [Key], size: TerminalSize) -> EmulatorState {
    keys.reduce(EmulatorState(terminal: size, pattern: .listDetail)) { reduce($0, .key($1), at: 0) }
  }

  @Test func atTwoHundredByFiftyEveryRowShowsWithoutScrolling() {
    let text = Scene.render(press([.function(1)], size: .standard)).text
    #expect(text.contains("Esc, F1 or ? closes this help"))
    #expect(!text.contains("PageDown:"))
  }

  @Test func atEightyByTwentyFourItScrollsToTheLastRowAndBack() {
    let small = TerminalSize(columns: 80, rows: 24)
    let top = Scene.render(press([.function(1)], size: small)).text
    #expect(top.contains("PageDown: 1–"))
    #expect(!top.contains("Esc, F1 or ? closes this help"))
    let bottom = press([.function(1), .pageDown, .pageDown, .pageDown, .pageDown], size: small)
    #expect(bottom.helpScroll == HelpRows.rows(for: bottom).count - bottom.viewport.helpRows)
    #expect(Scene.render(bottom).text.contains("Esc, F1 or ? closes this help"))
    let back = [Key.up].reduce(bottom) { reduce($0, .key($1), at: 0) }
    #expect(
      back.helpScroll == bottom.helpScroll - 1, "one Up moves one row, however far PageDown went")
    let again = [Key.escape, .function(1)].reduce(bottom) { reduce($0, .key($1), at: 0) }
    #expect(again.helpScroll == 0, "the help opens at its top")
  }

  @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 66, rows: 17)])
  func noRowSpillsOverTheBox(size: TerminalSize) {
    let grid = Scene.render(press([.function(1)], size: size))
    for line in grid.lines where line.hasPrefix("│") || line.hasPrefix("┌") || line.hasPrefix("└") {
      #expect(line.last == "│" || line.last == "┐" || line.last == "┘", "\(line)")
    }
  }

  @Test(
    "a blank cell parts the box from the phone wherever the box leaves room",
    arguments: [
      (TerminalSize(columns: 200, rows: 50), Pose.book, PatternID.listDetail),
      (TerminalSize(columns: 132, rows: 43), Pose.book, PatternID.extendedCanvas),
      (TerminalSize(columns: 200, rows: 50), Pose.tabletop, PatternID.feed),
    ])
  func apartFromTheBezels(size: TerminalSize, pose: Pose, pattern: PatternID) throws {
    let state = reduce(
      EmulatorState(pose: pose, terminal: size, pattern: pattern), .key(.function(1)), at: 0)
    let grid = Scene.render(state)
    var box: [(x: Int, y: Int)] = []
    for y in 0..<grid.height {
      for x in 0..<grid.width where grid[x, y].style == Palette.helpTitle { box.append((x, y)) }
    }
    let left = try #require(box.map(\.x).min())
    let top = try #require(box.map(\.y).min())
    let right = try #require(box.map(\.x).max())
    let bottom = try #require(box.map(\.y).max())
    #expect(right - left + 1 < grid.width || bottom - top + 1 < grid.height, "room to part")
    var touching: [String] = []
    for y in max(0, top - 1)...min(grid.height - 1, bottom + 1) {
      for x in max(0, left - 1)...min(grid.width - 1, right + 1)
      where !(left...right).contains(x) || !(top...bottom).contains(y) {
        let character = grid[x, y].character
        if character != " " { touching.append("\(character) at \(x),\(y)") }
      }
    }
    #expect(touching.isEmpty, "\(touching.prefix(8))")
  }
}
