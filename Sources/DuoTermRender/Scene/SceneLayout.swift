import DuoLayoutCore

/// Where the two displays go in a terminal: outer on the left, inner on the right,
/// both at one scale (`SceneFit`), centred, with the status line on the last row.
///
/// ```swift
/// let layout = SceneLayout(state: EmulatorState(pose: .open))
/// layout?.placement(.inner).window.width  // 119 at 200 × 50
/// ```
public struct SceneLayout: Hashable, Sendable {
  /// The outer display, on the left.
  public var outer: DisplayPlacement
  /// The inner display, to the right of the outer one.
  public var inner: DisplayPlacement
  /// The terminal's last row, where the status line goes.
  public var statusRow: Int
  /// Points per column, one scale for both displays.
  public var scale: Double

  /// The layout for `state`, or nil when the terminal is too small.
  public init?(state: EmulatorState) {
    guard let metrics = state.textMetrics else { return nil }
    self.init(
      terminal: state.terminal, profile: state.profile, isRotated: state.device.isRotated,
      scale: metrics.columnWidth)
  }

  /// The layout at `scale`, whether it fits or not; `init?(state:)` passes the finest
  /// scale that fits.
  public init(terminal: TerminalSize, profile: DeviceProfile, isRotated: Bool, scale: Double) {
    let need = SceneFit.needed(profile: profile, isRotated: isRotated, scale: scale)
    let bezel = SceneFit.bezel
    let left = max(0, (terminal.columns - need.columns) / 2)
    let blockHeight = need.rows - SceneFit.statusRows
    let top = max(0, (terminal.rows - SceneFit.statusRows - blockHeight) / 2)
    func place(_ display: Display, x: Int) -> DisplayPlacement {
      let size = profile.geometry(display: display, isRotated: isRotated).windowSize
      let columns = SceneFit.columns(size.width, scale: scale)
      let rows = SceneFit.rows(size.height, scale: scale)
      let y = top + (blockHeight - rows - 2 * bezel) / 2
      let window = CellRect(x: x + bezel, y: y + bezel, width: columns, height: rows)
      return DisplayPlacement(
        display: display, windowSize: size,
        bezel: CellRect(x: x, y: y, width: columns + 2 * bezel, height: rows + 2 * bezel),
        window: window, raster: Raster(scale: scale, originX: window.x, originY: window.y))
    }
    outer = place(.outer, x: left)
    inner = place(.inner, x: outer.bezel.maxX + SceneFit.gap)
    statusRow = terminal.rows - 1
    self.scale = scale
  }

  /// The placement of `display`, outer or inner.
  public func placement(_ display: Display) -> DisplayPlacement {
    display == .outer ? outer : inner
  }
}
