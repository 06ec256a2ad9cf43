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
    TextMetrics(columnWidth: lineHeight, lineHeight: columnWidth)
  }

  /// 8 pt per column: the scale of a 200 × 50 terminal.
  public static let standard = TextMetrics(columnWidth: 8)

  /// These metrics, or `textSize`'s when they are finer: the scale a terminal
  /// draws at is never finer than the text size asks.
  public func raised(to textSize: TextSize) -> TextMetrics {
    columnWidth >= textSize.columnWidth ? self : textSize.metrics
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
