import DuoLayoutCore

/// What a click at a cell lands on in a frame: a pose button, a reserved region
/// of the lit display (the fold, an occlusion), or the display's window at a
/// point (pt, the middle of the cell as the raster that drew it scales it). One
/// map for every click the front takes, read from the frame's own `SceneLayout`
/// (`ShownFrame.layout`: the frame on screen, not one laid out again).
///
/// ```swift
/// SceneHit.at(x: 20, y: 8, in: state)  // .window(Point(x: 92, y: 136)), say
/// ```
public enum SceneHit: Hashable, Sendable {
  /// A pose button; its key, or nil when it does nothing now.
  case poseButton(Key?)
  /// A reserved region drawn on the lit display.
  case region(ReservedRegion)
  /// The lit display's window, at a point of it.
  case window(Point)

  /// What is at (`x`, `y`) in `state`'s frame laid out as `layout` (when nil,
  /// laid out for `state`); nil off the pose bar and the lit display.
  public static func at(x: Int, y: Int, in state: EmulatorState, layout: SceneLayout? = nil)
    -> SceneHit?
  {
    guard let layout = layout ?? SceneLayout(state: state) else { return nil }
    if let row = layout.poseBar, row.contains(x: x, y: y) {
      return .poseButton(PoseBar.key(at: x, y, in: row, state: state))
    }
    guard let point = windowPoint(x: x, y: y, in: state, layout: layout) else { return nil }
    let raster = layout.placement(state.shownDisplay).raster
    if let region = state.shownEnvironment.regions.first(where: {
      raster.band($0.frame).contains(x: x, y: y)
    }) {
      return .region(region)
    }
    return .window(point)
  }

  /// The point of the window at (`x`, `y`), whatever is drawn over it there (a
  /// region too): nil off the lit display's window.
  public static func windowPoint(
    x: Int, y: Int, in state: EmulatorState, layout: SceneLayout? = nil
  ) -> Point? {
    guard let layout = layout ?? SceneLayout(state: state) else { return nil }
    let placement = layout.placement(state.shownDisplay)
    guard placement.window.contains(x: x, y: y) else { return nil }
    let raster = placement.raster
    return Point(
      x: (Double(x - raster.originX) + 0.5) * raster.scale,
      y: (Double(y - raster.originY) + 0.5) * raster.lineHeight)
  }
}
