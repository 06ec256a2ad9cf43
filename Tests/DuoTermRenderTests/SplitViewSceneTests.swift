import Testing

@testable import DuoLayoutCore
@testable import DuoTermRender

/// Split View drawn: the app in its own window, the other app a dimmed placeholder
/// with its name, the system's divider between them.
@Suite("Split View scene")
struct SplitViewSceneTests {
  static func state(_ split: SplitView?, pose: Pose = .open) -> EmulatorState {
    var state = EmulatorState(pose: pose, terminal: TerminalSize(columns: 200, rows: 50))
    state.splitView = split
    return state
  }

  @Test("the placeholder shows the other app's name and a divider, only in Split View")
  func placeholder() throws {
    let plain = Scene.render(Self.state(nil)).text
    #expect(!plain.contains(SplitViewPainter.otherAppName))
    let split = Scene.render(Self.state(SplitView(.twoThirds))).text
    #expect(split.contains(SplitViewPainter.otherAppName))
    #expect(split.contains("┃"))
    let closed = Scene.render(Self.state(SplitView(.twoThirds), pose: .closed)).text
    #expect(!closed.contains(SplitViewPainter.otherAppName), "closed: full screen outside")
  }

  @Test("the app is drawn inside its window: nothing of it over the placeholder")
  func appInItsWindow() throws {
    let state = Self.state(SplitView(.oneThird, side: .trailing))
    let layout = try #require(SceneLayout(state: state))
    let split = try #require(layout.split)
    let grid = Scene.render(state)
    let other = layout.inner.raster.cells(split.other)
    let app = layout.app.window
    #expect(other.intersection(app).isEmpty)
    // The app's first pattern puts text at its window's top: none lands in the placeholder.
    let name = SplitViewPainter.otherAppName
    let rowText = (other.y..<other.maxY).map { y in
      String((other.x..<other.maxX).map { grid[$0, y].character })
    }
    #expect(rowText.filter { $0.contains(name) }.count == 1)
    #expect(rowText.allSatisfy { $0.allSatisfy { " │─┌┐└┘O".contains($0) || name.contains($0) } })
  }
}
