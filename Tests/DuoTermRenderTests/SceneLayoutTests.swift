import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// `SceneLayout`: where the two displays go in the terminal, at `SceneFit`'s scale.
@Suite("Scene layout")
struct SceneLayoutTests {
  static func layout(_ pose: Pose, _ columns: Int, _ rows: Int) -> SceneLayout? {
    SceneLayout(
      state: EmulatorState(pose: pose, terminal: TerminalSize(columns: columns, rows: rows)))
  }

  @Test(
    "at 200 × 50 held wide the inner display is 119 columns at 8 pt a column",
    arguments: [Pose.closed, .open, .book])
  func standard(pose: Pose) throws {
    let layout = try #require(Self.layout(pose, 200, 50))
    #expect(layout.scale == 8)
    #expect(layout.placement(.inner).window.width == 119)
    #expect(layout.placement(.inner).window.height == 42)
    #expect(layout.placement(.outer).window.width == 58)
    #expect(layout.placement(.outer).window.height == 42)
    #expect(layout.statusRow == 49)
  }

  static let sizes = [(80, 24), (100, 30), (200, 50), (65, 17), (62, 23), (300, 100)]

  @Test("both displays fit inside the terminal, above the status line", arguments: Pose.allCases)
  func fitsTerminal(pose: Pose) {
    for (columns, rows) in Self.sizes {
      guard let layout = Self.layout(pose, columns, rows) else {
        // Only the rotated minimum of the other grip may be too small.
        let minimum = SceneFit.minimumSize(
          profile: .iPhoneDuo, isRotated: pose.deviceState(.iPhoneDuo).isRotated)
        #expect(columns < minimum.columns || rows < minimum.rows, "\(pose) at \(columns)×\(rows)")
        continue
      }
      for display in Display.allCases {
        let placement = layout.placement(display)
        let bezel = placement.bezel
        #expect(
          bezel.x >= 0 && bezel.maxX <= columns,
          "\(display) \(pose) at \(columns)×\(rows): \(bezel)")
        #expect(
          bezel.y >= 0 && bezel.maxY <= rows - 1,
          "\(display) \(pose) at \(columns)×\(rows): \(bezel)")
        #expect(placement.window == bezel.inset(1))
        #expect(placement.raster.originX == placement.window.x)
        #expect(placement.raster.originY == placement.window.y)
      }
      // The gap, wider where the hinge's side view stands in it.
      let gap = layout.inner.bezel.x - layout.outer.bezel.maxX
      #expect(gap == SceneFit.gap || gap == SceneFit.gap + HingeView.width + 2)
      #expect(layout.statusRow == rows - 1)
    }
  }

  @Test("80 × 24 shows both displays held either way", arguments: [Pose.closed, .closedLandscape])
  func eightyByTwentyFour(pose: Pose) throws {
    let layout = try #require(Self.layout(pose, 80, 24))
    for display in Display.allCases {
      let bezel = layout.placement(display).bezel
      #expect((0..<80).contains(bezel.x) && (1...80).contains(bezel.maxX))
      #expect((0..<23).contains(bezel.y) && (1...23).contains(bezel.maxY))
      #expect(layout.placement(display).window.width >= 20)
    }
  }

  @Test("the window's cells match the window's points at the scale", arguments: Pose.allCases)
  func windowMatchesRaster(pose: Pose) throws {
    let layout = try #require(Self.layout(pose, 200, 50))
    for display in Display.allCases {
      let placement = layout.placement(display)
      let size = placement.windowSize
      #expect(placement.raster.cells(Rect(origin: .zero, size: size)) == placement.window)
    }
  }

  @Test("rotated at 200 × 50 the scale coarsens to fit the tall inner display")
  func rotatedStandard() throws {
    let layout = try #require(Self.layout(.openTall, 200, 50))
    #expect(layout.scale == 10.25)
    #expect(layout.placement(.inner).bezel.maxY <= 49)
  }

  @Test("below the minimum there is no layout", arguments: [(43, 16), (44, 15), (40, 12)])
  func tooSmall(columns: Int, rows: Int) {
    #expect(Self.layout(.closed, columns, rows) == nil)
  }

  @Test("the displays are centred horizontally")
  func centred() throws {
    let layout = try #require(Self.layout(.open, 200, 50))
    let left = layout.outer.bezel.x
    let right = 200 - layout.inner.bezel.maxX
    #expect(abs(left - right) <= 1)
  }
}
