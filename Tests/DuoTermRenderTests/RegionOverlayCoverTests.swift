import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// Issue 12, bug 1: the region overlay (F8) never hides what it explains. For
/// every pattern in every pose, at 200 × 50 and 80 × 24, on every screen the
/// audit checks: every character of every control and field shown with F8 off is
/// still there with F8 on (its colours may change: a control in an active region
/// turns red), no character of text is drawn over, and the legend is not on the
/// lit display.
@Suite("The region overlay covers nothing")
struct RegionOverlayCoverTests {
  static let sizes = [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)]

  /// Every screen of every pattern in `pose` at `size`, with the overlay off.
  static func screens(_ pattern: PatternID, _ pose: Pose, _ size: TerminalSize) -> [EmulatorState] {
    PatternRegistry.standard[pattern].auditScreens.map { screen in
      var state = EmulatorState(pose: pose, terminal: size, pattern: pattern)
      for key in screen.keys { state = reduce(state, .key(key), at: 0) }
      state.notices = NoticeQueue()
      return state
    }
  }

  @Test(arguments: PatternRegistry.standard.ids, Pose.allCases)
  func overlayLeavesControlsAndTextWhole(pattern: PatternID, pose: Pose) throws {
    for size in Self.sizes {
      for off in Self.screens(pattern, pose, size) {
        var on = off
        on.showsRegionOverlay = true
        let before = Scene.render(off)
        let after = Scene.render(on)
        let layout = try #require(SceneLayout(state: off))
        let placement = layout.placement(off.litDisplay)
        let tree = off.shownTree
        for node in tree.shownWindowNodes {
          let rect = placement.raster.cells(node.frame).intersection(placement.window)
          guard !rect.isEmpty else { continue }
          switch node.role {
          case .control, .field, .text, .label:
            for y in rect.y..<rect.maxY {
              for x in rect.x..<rect.maxX {
                let was = before[x, y].character
                // Text's own blanks may take an outline; a control's never do.
                guard was != " " || node.role.isInteractive else { continue }
                #expect(
                  after[x, y].character == was,
                  "\(pattern.argument) \(pose.argument) \(size): F8 drew '\(after[x, y].character)' over '\(was)' of \(node.id) at (\(x), \(y))"
                )
              }
            }
          default: continue
          }
        }
        // The legend (its first entry, in either form) is not on the lit display.
        let window = placement.window
        let litRows = (window.y..<window.maxY).map { y in
          String((window.x..<window.maxX).map { after[$0, y].character })
        }
        for entry in RegionOverlay.legend(env: off.environment).prefix(1)
          + RegionOverlay.legend(env: off.environment, width: 0).prefix(1)
        {
          #expect(
            !litRows.contains { $0.contains(entry) },
            "\(pattern.argument) \(pose.argument) \(size): the legend is on the lit display")
        }
      }
    }
  }
}
