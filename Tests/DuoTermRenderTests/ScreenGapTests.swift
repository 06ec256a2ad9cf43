import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// A two-screen device's hinge has no pixels, so the scene draws it as
/// bezel between two screens, to scale, never as a band of content.
@Suite("Screen gap")
struct ScreenGapTests {
  static let surfaceDuo = DeviceRegistry.standard.profile(named: "surface-duo-2")!
  static let sizes = [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)]

  static func frame(
    _ profile: DeviceProfile, _ pose: Pose, _ size: TerminalSize, _ pattern: PatternID
  )
    -> (EmulatorState, SceneLayout, CellGrid)
  {
    let state = EmulatorState(profile: profile, pose: pose, terminal: size, pattern: pattern)
    return (state, SceneLayout(state: state)!, Scene.render(state))
  }

  @Test(
    "spanned, the hinge is bezel on every row: two screen edges, nothing of the pattern",
    arguments: [Pose.open, .book, .openTall, .tabletop], [PatternID.listDetail, .feed])
  func hingeIsBezel(pose: Pose, pattern: PatternID) throws {
    for size in Self.sizes {
      guard
        SceneFit.viewport(for: size, profile: Self.surfaceDuo).metrics(
          display: .inner, isRotated: pose.deviceState(Self.surfaceDuo).isRotated) != nil
      else { continue }
      let (state, layout, grid) = Self.frame(Self.surfaceDuo, pose, size, pattern)
      let placement = layout.placement(.inner)
      let screens = state.profile.geometry(display: .inner, isRotated: state.device.isRotated)
        .glass
      let gaps = ScreenGap.cells(screens: screens, placement: placement)
      let gap = try #require(gaps.first, "\(pose) \(size)")
      #expect(gaps.count == 1)
      // To scale: the hinge's 26.4 pt, as the raster rounds its edges.
      let hinge = try #require(state.shownEnvironment.fold)
      #expect(gap.intersection(placement.window) == placement.raster.band(hinge.frame))
      let edges: Set<Character> = ["║", "═"]
      for y in gap.y..<gap.maxY {
        for x in gap.x..<gap.maxX {
          let glyph = grid[x, y].character
          #expect(
            glyph == " " || edges.contains(glyph), "\(pose) \(size) \(pattern) (\(x), \(y))")
        }
      }
      // Each screen's edge meets the bezel with a tee (the bottom or the left edge:
      // the title may run along the top).
      let bezel = placement.bezel
      if gap.height == placement.window.height {
        for x in Set([gap.x, gap.maxX - 1]) {
          #expect(grid[x, bezel.maxY - 1].character == "╩", "\(pose) \(size)")
        }
      } else {
        for y in Set([gap.y, gap.maxY - 1]) {
          #expect(grid[bezel.x, y].character == "╠", "\(pose) \(size)")
        }
      }
    }
  }

  @Test("the dark spanned display shows the gap too, and a label on each screen")
  func darkGap() throws {
    let (_, layout, grid) = Self.frame(
      Self.surfaceDuo, .closed, TerminalSize(columns: 200, rows: 50), .listDetail)
    let window = layout.placement(.inner).window
    let rows = (window.y..<window.maxY).map { y in
      String((window.x..<window.maxX).map { grid[$0, y].character })
    }
    #expect(rows.allSatisfy { $0.contains("│") })
    #expect(rows.contains { $0.ranges(of: "(dark)").count == 2 })
  }

  @Test("a display that is all glass has no gap", arguments: DeviceRegistry.standard.profiles)
  func oneScreenNoGap(profile: DeviceProfile) {
    for pose in profile.supportedPoses {
      let (state, layout, _) = Self.frame(
        profile, pose, TerminalSize(columns: 200, rows: 50), .listDetail)
      let screens = profile.geometry(display: .inner, isRotated: state.device.isRotated).glass
      let gaps = ScreenGap.cells(screens: screens, placement: layout.placement(.inner))
      #expect(gaps.isEmpty == (profile.id != "surface-duo-2"), "\(profile.id) \(pose)")
    }
  }
}
