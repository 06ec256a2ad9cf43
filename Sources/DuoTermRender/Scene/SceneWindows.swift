import DuoLayoutCore

/// The two displays' windows in one grip, read from the profile once, and the
/// scales at which they fit a terminal, solved rather than searched: a display
/// `w` points wide takes `(w / s).rounded()` columns at `s` points a column, so it
/// takes at most `n` of them exactly when `s > w / (n + 0.5)`. That bound gives the
/// step of the scale grid to look at; the exact test of one or two steps around it
/// settles float rounding, so the result is the finest step of the grid that fits,
/// as a step-by-step search would find it (fewer cells never need a finer scale).
///
/// ```swift
/// let windows = SceneWindows(profile: .iPhoneDuo, isRotated: false, lit: .inner)
/// windows.finestLitScale(in: .standard)  // 8
/// ```
struct SceneWindows {
  /// The display drawn at the lit scale.
  let lit: Display
  /// The lit display's window, in points.
  let litSize: Size
  /// The other display's window, in points.
  let darkSize: Size

  init(profile: DeviceProfile, isRotated: Bool, lit: Display) {
    self.lit = lit
    litSize = profile.geometry(display: lit, isRotated: isRotated).windowSize
    let dark: Display = lit == .inner ? .outer : .inner
    darkSize = profile.geometry(display: dark, isRotated: isRotated).windowSize
  }

  /// The window of `display`, in points.
  func size(_ display: Display) -> Size {
    display == lit ? litSize : darkSize
  }

  /// The terminal cells both displays and their chrome need (`SceneFit.needed`).
  func needed(litScale: Double, darkScale: Double) -> TerminalSize {
    let columns =
      4 * SceneFit.bezel + SceneFit.gap + SceneFit.columns(litSize.width, scale: litScale)
      + SceneFit.columns(darkSize.width, scale: darkScale)
    let rows = max(
      SceneFit.rows(litSize.height, scale: litScale),
      SceneFit.rows(darkSize.height, scale: darkScale))
    return TerminalSize(columns: columns, rows: rows + 2 * SceneFit.bezel + SceneFit.statusRows)
  }

  /// Whether both displays fit `room` at these scales.
  func fits(_ room: TerminalSize, litScale: Double, darkScale: Double) -> Bool {
    let need = needed(litScale: litScale, darkScale: darkScale)
    return need.columns <= room.columns && need.rows <= room.rows
  }

  /// The finest lit scale from `SceneFit.finestScale` through `limit` at which both
  /// fit `terminal`, the dark display at `dark`; nil when none does.
  func finestLitScale(
    in terminal: TerminalSize, darkScale dark: Double = SceneFit.coarsestScale,
    through limit: Double = SceneFit.coarsestScale
  ) -> Double? {
    let room = budget(for: litSize, in: terminal, besideScale: dark, of: darkSize)
    return Self.first(
      from: SceneFit.finestScale, through: limit, guess: Self.threshold(litSize, room)
    ) { fits(terminal, litScale: $0, darkScale: dark) }
  }

  /// The finest dark scale from `start` through `limit` at which both fit one of
  /// `rooms`, the lit display at `litScale`; nil when none does.
  func finestDarkScale(
    litScale: Double, from start: Double, through limit: Double, rooms: [TerminalSize]
  ) -> Double? {
    let guess = rooms.map {
      Self.threshold(darkSize, budget(for: darkSize, in: $0, besideScale: litScale, of: litSize))
    }.min()
    return Self.first(from: start, through: limit, guess: guess ?? start) { scale in
      rooms.contains { fits($0, litScale: litScale, darkScale: scale) }
    }
  }

  /// The cells `display` may take in `terminal` beside `other` drawn at `scale`
  /// (negative when there are none).
  private func budget(
    for display: Size, in terminal: TerminalSize, besideScale scale: Double, of other: Size
  ) -> (columns: Int, rows: Int) {
    let rows = terminal.rows - 2 * SceneFit.bezel - SceneFit.statusRows
    let otherFits = SceneFit.rows(other.height, scale: scale) <= rows
    return (
      terminal.columns - 4 * SceneFit.bezel - SceneFit.gap
        - SceneFit.columns(other.width, scale: scale), otherFits ? rows : -1
    )
  }

  /// The scale above which a window of `size` takes at most `room` cells, or
  /// infinity when no scale does.
  private static func threshold(_ size: Size, _ room: (columns: Int, rows: Int)) -> Double {
    guard room.columns >= 0, room.rows >= 0 else { return .infinity }
    return max(
      size.width / (Double(room.columns) + 0.5), size.height / (2 * (Double(room.rows) + 0.5)))
  }

  /// The first of `start`, `start + step`, … through `limit` at which `fits` holds,
  /// given that it holds at every step after one where it does. `guess` is the
  /// scale above which it should hold; it is checked, not trusted.
  static func first(
    from start: Double, through limit: Double, guess: Double, _ fits: (Double) -> Bool
  ) -> Double? {
    let step = SceneFit.scaleStep
    func scale(_ index: Int) -> Double { start + Double(index) * step }
    guard start <= limit else { return nil }
    var last = Int(((limit - start) / step).rounded(.down))
    while last > 0, scale(last) > limit { last -= 1 }
    while scale(last + 1) <= limit { last += 1 }
    guard fits(scale(last)) else { return nil }
    let bound = ((guess - start) / step).rounded(.down) + 1
    var index = bound.isFinite ? min(last, max(0, Int(bound))) : last
    while index > 0, fits(scale(index - 1)) { index -= 1 }
    while !fits(scale(index)) { index += 1 }
    return scale(index)
  }
}
