import DuoLayoutCore

/// How the two displays fit a terminal: the chrome around them (defined here and
/// only here) and the scale each is drawn at. A row covers twice the points of a
/// column. The lit display is the one to see, so it gets the room: the finest
/// scale at which it fits beside the dark one drawn at the coarsest, never finer
/// than 8 pt per column (a 200 × 50 terminal shows the inner display about 119
/// columns wide) and never coarser than 24 while the dark display fits beside it
/// at 24; the dark display then takes the finest scale that still fits beside it,
/// never finer than the lit one's. Where both fit at 8 pt they share it. Where
/// nothing fits so, the dark display shrinks to `smallestDarkScale` and the lit
/// one coarsens to `coarsestLitScale`: the smallest terminal for a pose shows its
/// lit display at that scale beside the dark one at its smallest. The core gets the lit scales in a `Viewport` and
/// asks nothing about cells.
///
/// ```swift
/// SceneFit.metrics(for: .standard, profile: .iPhoneDuo, isRotated: false, lit: .inner)?
///   .columnWidth  // 8
/// ```
public enum SceneFit {
  /// A bezel is one cell thick on each side of a display.
  public static let bezel = 1
  /// Columns between the two displays.
  public static let gap = 2
  /// Rows under the displays always kept: the status line. The rows the phone
  /// leaves under it go, in this order, to a tour's caption, then the hinge's side
  /// view and the overlay's legend (`SceneLayout`).
  public static let statusRows = 1
  /// The finest scale, points per column.
  public static let finestScale = 8.0
  /// The coarsest scale that still shows a usable screen.
  public static let coarsestScale = 24.0
  /// The coarsest the lit display is drawn at when a terminal has no room for it
  /// at `coarsestScale` (the dark display then drawn as small as
  /// `smallestDarkScale`): so every built-in device draws every pose at 80 × 24.
  /// Surface Duo 2 spanned and held tall is 1,101.6 dp tall, 21 rows at 26 pt a
  /// column (23 at 24, with no room left for its bezel and the status line).
  /// Basis: design.
  public static let coarsestLitScale = 26.0
  /// The coarsest the dark display is drawn at, to make room beside it for the
  /// hinge's side view when the lit display takes the rest: dark glass needs no
  /// more than its outline. Basis: design.
  public static let smallestDarkScale = coarsestScale * 2
  /// The steps of the scale, points per column: a scale is a whole number of them.
  public static let scaleStep = 0.25

  /// Cells a span of `points` covers at `scale` points per column, edges rounded.
  public static func columns(_ points: Double, scale: Double) -> Int {
    Int((points / scale).rounded())
  }

  /// Rows a span of `points` covers at `scale` points per column.
  public static func rows(_ points: Double, scale: Double) -> Int {
    Int((points / (scale * 2)).rounded())
  }

  /// The terminal cells both displays and their chrome need, both at `scale`.
  public static func needed(profile: DeviceProfile, isRotated: Bool, scale: Double) -> TerminalSize
  {
    needed(profile: profile, isRotated: isRotated, lit: .inner, litScale: scale, darkScale: scale)
  }

  /// The terminal cells both displays and their chrome need, `lit` at `litScale`
  /// and the other display at `darkScale`.
  public static func needed(
    profile: DeviceProfile, isRotated: Bool, lit: Display, litScale: Double, darkScale: Double
  ) -> TerminalSize {
    SceneWindows(profile: profile, isRotated: isRotated, lit: lit).needed(
      litScale: litScale, darkScale: darkScale)
  }

  /// The smallest terminal that shows both displays in this grip.
  /// With `lit`, the smallest with that display lit (the other drawn as small as
  /// `smallestDarkScale` lets it): a pose needs the one of its lit display.
  public static func minimumSize(profile: DeviceProfile, isRotated: Bool, lit: Display? = nil)
    -> TerminalSize
  {
    let sizes = (lit.map { [$0] } ?? Display.allCases).map {
      needed(
        profile: profile, isRotated: isRotated, lit: $0, litScale: coarsestLitScale,
        darkScale: smallestDarkScale)
    }
    return TerminalSize(
      columns: sizes.map(\.columns).max() ?? 0, rows: sizes.map(\.rows).max() ?? 0)
  }

  /// The smallest terminal every pose of the device fits, held wide or tall (65×23
  /// for iPhone Duo).
  public static func minimumSizeForEveryPose(profile: DeviceProfile) -> TerminalSize {
    let grips = Set(profile.supportedPoses.map { $0.deviceState(profile).isRotated })
    let sizes = grips.map { minimumSize(profile: profile, isRotated: $0) }
    return TerminalSize(
      columns: sizes.map(\.columns).max() ?? 0, rows: sizes.map(\.rows).max() ?? 0)
  }

  /// The scales of `lit` and of the other display in `terminal`, or nil when it is
  /// too small: solved (`SceneWindows`), the finest steps a search would find.
  public static func scales(
    for terminal: TerminalSize, profile: DeviceProfile, isRotated: Bool, lit: Display
  ) -> (lit: Double, dark: Double)? {
    let windows = SceneWindows(profile: profile, isRotated: isRotated, lit: lit)
    // The lit display at the finest scale that fits beside the dark one at the
    // coarsest; where none does, beside the dark one drawn smaller, and at last
    // coarser itself.
    guard
      let litScale = windows.finestLitScale(in: terminal)
        ?? windows.finestLitScale(
          in: terminal, darkScale: smallestDarkScale, through: coarsestLitScale)
    else { return nil }
    let dark =
      windows.finestDarkScale(
        litScale: litScale, from: litScale, through: smallestDarkScale, rooms: [terminal])
      ?? smallestDarkScale
    return (litScale, dark)
  }

  /// The text metrics of `lit` in `terminal`, or nil when it is too small.
  public static func metrics(
    for terminal: TerminalSize, profile: DeviceProfile, isRotated: Bool, lit: Display
  ) -> TextMetrics? {
    scales(for: terminal, profile: profile, isRotated: isRotated, lit: lit).map {
      TextMetrics(columnWidth: $0.lit)
    }
  }

  /// Rows the help overlay shows at once in a terminal `rows` high: its border
  /// above and below, and a row saying it scrolls.
  public static func helpRows(terminalRows rows: Int) -> Int {
    max(1, rows - 3)
  }

  /// The viewport of a terminal of `size` for `profile`: the scale of each display
  /// held each way while it is the lit one, as the scene draws it. With
  /// `captionRows`, the phone leaves that many rows under it for a tour's captions
  /// where it can (where it cannot, the phone comes first and the caption goes).
  public static func viewport(
    for size: TerminalSize, profile: DeviceProfile, captionRows: Int = 0
  ) -> Viewport {
    let shorter = TerminalSize(columns: size.columns, rows: size.rows - captionRows)
    var scales: [Viewport.Key: TextMetrics] = [:]
    for isRotated in [false, true] {
      for display in Display.allCases {
        scales[Viewport.Key(display: display, isRotated: isRotated)] =
          metrics(for: shorter, profile: profile, isRotated: isRotated, lit: display)
          ?? metrics(for: size, profile: profile, isRotated: isRotated, lit: display)
      }
    }
    return Viewport(
      size: size, scales: scales, coarsest: TextMetrics(columnWidth: coarsestScale),
      helpRows: helpRows(terminalRows: size.rows))
  }
}
