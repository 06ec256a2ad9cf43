import DuoLayoutCore
import DuoTermRender

/// Where a click at a cell lands in the app's window, in points: the middle of
/// the cell, as the raster that drew it scales it; nil outside the window. The
/// host's loop and the guest's turn clicks into taps with it.
///
/// ```swift
/// WindowPoint.at(x: 20, y: 8, in: state)   // Point(x: 92, y: 136), say
/// ```
enum WindowPoint {
  static func at(x: Int, y: Int, in state: EmulatorState) -> Point? {
    guard let layout = SceneLayout(state: state) else { return nil }
    let placement = layout.placement(state.shownDisplay)
    guard placement.window.contains(x: x, y: y) else { return nil }
    let raster = placement.raster
    return Point(
      x: (Double(x - raster.originX) + 0.5) * raster.scale,
      y: (Double(y - raster.originY) + 0.5) * raster.lineHeight)
  }
}
