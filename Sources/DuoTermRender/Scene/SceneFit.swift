import DuoLayoutCore

/// How the two displays fit a terminal: the chrome around them (defined here and
/// only here) and the one scale both are drawn at. A row covers twice the points
/// of a column. The scale is the finest that fits, never finer than 8 pt per
/// column (a 200 × 50 terminal shows the inner display about 119 columns wide) and
/// never coarser than 24. The core gets the scales in a `Viewport` and asks
/// nothing about cells.
///
/// ```swift
/// SceneFit.metrics(for: .standard, profile: .iPhoneDuo, isRotated: false)?.columnWidth  // 8
/// ```
public enum SceneFit {
  /// A bezel is one cell thick on each side of a display.
  public static let bezel = 1
  /// Columns between the two displays.
  public static let gap = 2
  /// Rows under the displays: the status line.
  public static let statusRows = 1
  /// The finest scale, points per column.
  public static let finestScale = 8.0
  /// The coarsest scale that still shows a usable screen.
  public static let coarsestScale = 24.0

  /// Cells a span of `points` covers at `scale` points per column, edges rounded.
  public static func columns(_ points: Double, scale: Double) -> Int {
    Int((points / scale).rounded())
  }

  /// Rows a span of `points` covers at `scale` points per column.
  public static func rows(_ points: Double, scale: Double) -> Int {
    Int((points / (scale * 2)).rounded())
  }

  /// The terminal cells both displays and their chrome need at `scale`.
  public static func needed(profile: DeviceProfile, isRotated: Bool, scale: Double) -> TerminalSize
  {
    let outer = profile.geometry(display: .outer, isRotated: isRotated).windowSize
    let inner = profile.geometry(display: .inner, isRotated: isRotated).windowSize
    let width =
      columns(outer.width, scale: scale) + columns(inner.width, scale: scale) + 4 * bezel + gap
    let height =
      max(rows(outer.height, scale: scale), rows(inner.height, scale: scale)) + 2 * bezel
      + statusRows
    return TerminalSize(columns: width, rows: height)
  }

  /// The smallest terminal that shows both displays in this grip.
  public static func minimumSize(profile: DeviceProfile, isRotated: Bool) -> TerminalSize {
    needed(profile: profile, isRotated: isRotated, scale: coarsestScale)
  }

  /// The smallest terminal every pose of the device fits, held wide or tall (65×23
  /// for iPhone Duo).
  public static func minimumSizeForEveryPose(profile: DeviceProfile) -> TerminalSize {
    let grips = Set(profile.supportedPoses.map { $0.deviceState(profile).isRotated })
    let sizes = grips.map { minimumSize(profile: profile, isRotated: $0) }
    return TerminalSize(
      columns: sizes.map(\.columns).max() ?? 0, rows: sizes.map(\.rows).max() ?? 0)
  }

  /// The text metrics for `terminal`, or nil when it is too small.
  public static func metrics(
    for terminal: TerminalSize, profile: DeviceProfile, isRotated: Bool
  ) -> TextMetrics? {
    var scale = finestScale
    while scale <= coarsestScale {
      let need = needed(profile: profile, isRotated: isRotated, scale: scale)
      if need.columns <= terminal.columns && need.rows <= terminal.rows {
        return TextMetrics(columnWidth: scale)
      }
      scale += 0.25
    }
    return nil
  }

  /// Rows the help overlay shows at once in a terminal `rows` high: its border
  /// above and below, and a row saying it scrolls.
  public static func helpRows(terminalRows rows: Int) -> Int {
    max(1, rows - 3)
  }

  /// The viewport of a terminal of `size` for `profile`: the scale of each display
  /// held each way, as the scene draws them.
  public static func viewport(for size: TerminalSize, profile: DeviceProfile) -> Viewport {
    var scales: [Viewport.Key: TextMetrics] = [:]
    for isRotated in [false, true] {
      guard let metrics = metrics(for: size, profile: profile, isRotated: isRotated) else {
        continue
      }
      for display in Display.allCases {
        scales[Viewport.Key(display: display, isRotated: isRotated)] = metrics
      }
    }
    return Viewport(
      size: size, scales: scales, coarsest: TextMetrics(columnWidth: coarsestScale),
      helpRows: helpRows(terminalRows: size.rows))
  }
}
