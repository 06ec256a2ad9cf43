import DuoLayoutCore
import Synchronization

/// The part of a frame that only the phone's pose and the terminal change: both
/// bezels with their titles (and a two-screen device's gap), the dark display with
/// its fold, and the hinge's side
/// view. A key, a tick or
/// a glide's frame does not change it, so it is drawn once and every frame starts
/// from a copy (one copy of the cells, instead of filling and boxing them again).
///
/// What is cached: the grid, keyed by the scene's layout (terminal size, scale,
/// where each display goes), the lit display, the rotation, the hinge's angle and
/// the profile.
/// Nothing is invalidated by hand: any change of those is another key; the last
/// few are kept.
///
/// ```swift
/// var canvas = Canvas(grid: SceneBackdrop.grid(for: state, layout: layout))
/// ```
enum SceneBackdrop {
  /// What the backdrop is drawn from.
  struct Key: Hashable, Sendable {
    var layout: SceneLayout
    var lit: Display
    var isRotated: Bool
    var hingeAngle: Double
    var profile: DeviceProfile

    init(_ state: EmulatorState, layout: SceneLayout) {
      self.layout = layout
      lit = state.shownDisplay
      isRotated = state.device.isRotated
      hingeAngle = state.device.hingeAngle
      profile = state.profile
    }
  }

  private static let entries = Mutex<[(key: Key, grid: CellGrid)]>([])
  /// Backdrops kept: a fold's two (closed and open), a rotation's two more.
  static let capacity = 4

  /// The backdrop of `state` laid out as `layout`: found, or drawn and kept.
  static func grid(for state: EmulatorState, layout: SceneLayout) -> CellGrid {
    let key = Key(state, layout: layout)
    if let found = entries.withLock({ list in list.last { $0.key == key }?.grid }) {
      return found
    }
    let grid = draw(state, layout: layout, lit: key.lit)
    entries.withLock { list in
      list.removeAll { $0.key == key }
      list.append((key, grid))
      if list.count > capacity { list.removeFirst() }
    }
    return grid
  }

  /// Both bezels, titled, the dark display and the hinge; the lit display's window
  /// is left blank for the pattern.
  static func draw(_ state: EmulatorState, layout: SceneLayout, lit: Display) -> CellGrid {
    var canvas = Canvas(grid: CellGrid(width: state.terminal.columns, height: state.terminal.rows))
    for display in Display.allCases {
      let placement = layout.placement(display)
      let isLit = display == lit
      let name = state.profile.displays[display].name
      canvas.box(
        placement.bezel, style: isLit ? Palette.litBezel : Palette.darkBezel, heavy: isLit,
        title: isLit ? "\(name) · lit" : "\(name) · dark")
      if !isLit { Scene.paintDark(state, placement: placement, on: &canvas) }
      canvas.clipping(to: placement.bezel) { bezel in
        ScreenGap.paint(
          screens: state.profile.geometry(display: display, isRotated: state.device.isRotated)
            .glass,
          placement: placement, style: isLit ? Palette.litBezel : Palette.darkBezel,
          heavy: isLit, on: &bezel)
      }
    }
    if let hinge = layout.hinge {
      HingeView.paint(angle: state.device.hingeAngle, in: hinge, on: &canvas)
    }
    return canvas.grid
  }
}
