import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// Every glyph drawn on the terminal's own background shows on a light theme and a
/// dark one: it takes the terminal's own foreground or a hue, never white (lost on
/// xterm's default white background: the lit display's bezel vanished there) nor
/// black (lost on a dark one).
@Suite("Light and dark terminal themes")
struct TerminalThemeTests {
  @Test(arguments: PatternRegistry.standard.ids)
  func everyGlyphOnTheTerminalsBackgroundShows(pattern: PatternID) {
    for pose in Pose.allCases {
      let state = EmulatorState(pose: pose, terminal: .standard, pattern: pattern)
      let views = [state, reduce(state, .key(.function(8)), at: 0)]
      for view in views {
        let grid = Scene.render(view)
        var lost: [String] = []
        for y in 0..<grid.height {
          for x in 0..<grid.width {
            let cell = grid[x, y]
            guard cell.character != " ", !cell.isContinuation, cell.style.background == .default,
              !cell.style.isReverse, [.white, .black].contains(cell.style.foreground)
            else { continue }
            lost.append("\(cell.character) at \(x),\(y)")
          }
        }
        #expect(lost.isEmpty, "\(pattern) \(pose): \(lost.count) cells, \(lost.prefix(5))")
      }
    }
  }
}
