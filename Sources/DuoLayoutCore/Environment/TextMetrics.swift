/// How many points one character cell covers. A layout needs it the way an app
/// needs its font size: to break text into lines and pages. A terminal cell is about
/// twice as tall as wide, so a line covers twice the points of a column.
///
/// ```swift
/// let metrics = TextMetrics(columnWidth: 8)  // 8 pt per column, 16 pt per line
/// metrics.columns(in: 951)                    // 118
/// ```
public struct TextMetrics: Hashable, Sendable, Codable {
  /// Points per character column.
  public var columnWidth: Double
  /// Points per line of text.
  public var lineHeight: Double
  /// The smallest side the layout makes anything a person taps, in the same
  /// units: the device's minimum touch target (44 pt on iOS, 48 dp on Android,
  /// `TouchTarget.minimum(in:)`). The environment sets it from its device
  /// (`LayoutEnvironment.init`), so every control sized from the metrics it is
  /// handed meets its own platform's minimum; a layout never reads the device.
  public var touchSide = TouchTarget.minimum

  enum CodingKeys: String, CodingKey {
    case columnWidth, lineHeight
  }

  /// Terminal proportions: a line is twice as tall as a column is wide.
  public init(columnWidth: Double) {
    self.columnWidth = columnWidth
    self.lineHeight = columnWidth * 2
  }

  /// Any proportions: a turned half's owner reads the window's cells sideways, so
  /// its columns are as wide as a window line is tall (see `turned`).
  public init(columnWidth: Double, lineHeight: Double) {
    self.columnWidth = columnWidth
    self.lineHeight = lineHeight
  }

  /// The metrics of a half turned a quarter: column width and line height swapped,
  /// so the owner's text grid maps exactly onto the window's cells turned.
  public var turned: TextMetrics {
    var turned = TextMetrics(columnWidth: lineHeight, lineHeight: columnWidth)
    turned.touchSide = touchSide
    return turned
  }

  /// 8 pt per column: the scale of a 200 × 50 terminal.
  public static let standard = TextMetrics(columnWidth: 8)

  /// These metrics, or `textSize`'s when they are finer: the scale a terminal
  /// draws at is never finer than the text size asks.
  public func raised(to textSize: TextSize) -> TextMetrics {
    guard columnWidth < textSize.columnWidth else { return self }
    var raised = textSize.metrics
    raised.touchSide = touchSide
    return raised
  }

  /// Whole columns that fit in `width` points.
  public func columns(in width: Double) -> Int {
    max(0, Int((width / columnWidth + 1e-9).rounded(.down)))
  }

  /// Whole lines that fit in `height` points.
  public func lines(in height: Double) -> Int {
    max(0, Int((height / lineHeight + 1e-9).rounded(.down)))
  }
}
