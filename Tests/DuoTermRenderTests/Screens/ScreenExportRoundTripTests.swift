import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// The screen file's completeness proof: a built-in pattern written out as a screen file
/// (`duoterm screen export`), read back from its text, draws the lit display cell
/// for cell as the built-in does, in every pose at 200×50 and 80×24. (The status
/// line names the pattern, `screen` against the built-in's, so the display is
/// compared, bezel and all.)
@Suite struct ScreenExportRoundTripTests {
  static let sizes = [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)]

  /// The lit display's cells, bezel included.
  static func display(_ state: EmulatorState) throws -> CellGrid {
    let layout = try #require(SceneLayout(state: state))
    return Scene.render(state).cropped(layout.placement(state.litDisplay).bezel)
  }

  @Test(arguments: ScreenExport.patterns)
  func theExportedFileDrawsWhatTheBuiltInDraws(pattern: PatternID) throws {
    let exported = try #require(ScreenExport.screen(for: pattern))
    let text = exported.text(schema: "screen.schema.json")
    let screen = try ScreenFile.read(text, file: "\(pattern.argument).json")
    for size in Self.sizes {
      for pose in Pose.allCases {
        let builtIn = EmulatorState(pose: pose, terminal: size, pattern: pattern)
        let mine = builtIn.showing(screen)
        #expect(mine.screenFile == screen)
        let expected = try Self.display(builtIn)
        let drawn = try Self.display(mine)
        #expect(
          drawn == expected,
          "\(pattern) in \(pose) at \(size.columns)x\(size.rows):\n\(drawn.text)\n\(expected.text)")
      }
    }
  }

  @Test func theExportIsNotTheBuiltInByAccident() throws {
    // A file that differs (one tool fewer) draws differently: the comparison can fail.
    var screen = try #require(ScreenExport.screen(for: .extendedCanvas))
    screen.buttons.removeLast()
    let builtIn = EmulatorState(pose: .open, terminal: Self.sizes[0], pattern: .extendedCanvas)
    #expect(try Self.display(builtIn.showing(screen)) != Self.display(builtIn))
  }
}
