import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// The bezels and the dark display are drawn once per pose and terminal
/// (`SceneBackdrop`) and every frame starts from them: a frame is the same
/// whichever frames came before it.
@Suite("Scene backdrop")
struct SceneBackdropTests {
  @Test("a pose's frame is the same after frames of every other pose and size")
  func framesDoNotDependOnTheFramesBefore() {
    let sizes = [TerminalSize.standard, TerminalSize(columns: 120, rows: 40)]
    var first: [String: CellGrid] = [:]
    for round in 0..<2 {
      for size in sizes {
        for pose in Pose.allCases {
          let grid = Scene.render(EmulatorState(pose: pose, terminal: size))
          let key = "\(pose.argument) \(size.columns)x\(size.rows)"
          if round == 0 {
            first[key] = grid
          } else {
            #expect(grid == first[key], "\(key)")
          }
        }
      }
    }
  }

  @Test(
    "the backdrop leaves the lit display's window blank and draws the dark one",
    arguments: Pose.allCases)
  func theLitWindowIsLeftBlank(pose: Pose) throws {
    let state = EmulatorState(pose: pose, terminal: .standard)
    let layout = try #require(SceneLayout(state: state))
    let backdrop = SceneBackdrop.grid(for: state, layout: layout)
    let lit = layout.placement(state.shownDisplay).window
    for y in lit.y..<lit.maxY {
      for x in lit.x..<lit.maxX { #expect(backdrop[x, y] == .blank(), "(\(x), \(y))") }
    }
    let dark = layout.placement(state.shownDisplay == .outer ? .inner : .outer).window
    #expect(backdrop.cropped(dark).text.contains("(dark)"))
  }
}
