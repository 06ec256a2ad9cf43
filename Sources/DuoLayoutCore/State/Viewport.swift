/// The terminal as the core sees it: its size in cells and the scale the renderer
/// draws each display at while it is the lit one, held either way (the lit display
/// gets the room, so the outer display's scale closed need not be the inner one's
/// open), computed by the renderer from its own chrome (bezels, gaps, the rows under
/// the phone) so the core asks nothing about cells. The scale is the layout's text size: how many points one character
/// covers (`TextMetrics`).
///
/// ```swift
/// let viewport = SceneFit.viewport(for: TerminalSize(columns: 80, rows: 24), profile: .iPhoneDuo)
/// viewport.metrics(display: .inner, isRotated: false)?.columnWidth  // 17.25
/// ```
public struct Viewport: Hashable, Sendable {
  /// The terminal's size in cells.
  public var size: TerminalSize
  /// The scale of each display held each way, while it is lit; nil where the
  /// terminal is too small.
  public var scales: [Key: TextMetrics]
  /// The scale a too-small terminal lays out at, so the models keep working.
  public var coarsest: TextMetrics
  /// Help rows the terminal shows at once: the help scrolls past them.
  public var helpRows: Int

  /// A display held one way.
  public struct Key: Hashable, Sendable {
    public var display: Display
    public var isRotated: Bool

    public init(display: Display, isRotated: Bool) {
      self.display = display
      self.isRotated = isRotated
    }
  }

  public init(size: TerminalSize, scales: [Key: TextMetrics], coarsest: TextMetrics, helpRows: Int)
  {
    self.size = size
    self.scales = scales
    self.coarsest = coarsest
    self.helpRows = helpRows
  }

  /// A viewport that lays everything out at `metrics`, for tests of layout alone
  /// (the renderer's `SceneFit` makes the real ones, and knows the help box's
  /// chrome: here the help may use every row).
  public static func uniform(_ metrics: TextMetrics, size: TerminalSize = .standard) -> Viewport {
    var scales: [Key: TextMetrics] = [:]
    for display in Display.allCases {
      for isRotated in [false, true] {
        scales[Key(display: display, isRotated: isRotated)] = metrics
      }
    }
    return Viewport(size: size, scales: scales, coarsest: metrics, helpRows: size.rows)
  }

  /// 8 pt per column, both displays, either way: the scale of a 200 × 50 terminal.
  public static let standard = uniform(.standard)

  /// The scale `display` is drawn at held `isRotated`, or nil when it does not fit.
  public func metrics(display: Display, isRotated: Bool) -> TextMetrics? {
    scales[Key(display: display, isRotated: isRotated)]
  }

  /// The scale `display` is drawn at held `isRotated` with text of `textSize`: the
  /// terminal's finest, raised to the text size's when that is larger. Nil when the
  /// terminal is too small.
  public func metrics(display: Display, isRotated: Bool, textSize: TextSize) -> TextMetrics? {
    metrics(display: display, isRotated: isRotated)?.raised(to: textSize)
  }
}
