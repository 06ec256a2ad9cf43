import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// The game menu's pong line was cut ("across the…") even at 200x50.
@Suite("Game menu: each game's line is whole")
struct GameMenuLineTests {
  @Test("at 200x50, every pose shows each game's summary whole", arguments: Pose.allCases)
  func whole(pose: Pose) {
    let state = EmulatorState(
      pose: pose, terminal: TerminalSize(columns: 200, rows: 50), pattern: .sharedSplit)
    let text = Scene.render(state).lines.joined(separator: "\n")
    for game in [Game.fourInARow, .pong] {
      #expect(text.contains(game.summary), "\(pose): \(game.summary)\n\(text)")
    }
  }
}
