/// How a cell is drawn: colours and attributes.
///
/// ```swift
/// let button = Style(foreground: .black, background: .cyan)
/// let selected = Style.plain.with(\.isReverse, true)
/// ```
public struct Style: Hashable, Sendable {
  /// The glyph's colour; `.default` keeps the terminal's own.
  public var foreground: Color
  /// The colour behind the glyph; `.default` keeps the terminal's own.
  public var background: Color
  /// Bold (SGR 1): headings, focus, the lit display's bezel.
  public var isBold: Bool
  /// Faint (SGR 2): muted and dimmed nodes, the dark display.
  public var isDim: Bool
  /// Colours swapped (SGR 7): the selection, a seat's flash, a field's cursor.
  public var isReverse: Bool
  /// Underlined (SGR 4), in the terminal and in both exports.
  public var isUnderline: Bool

  public init(
    foreground: Color = .default, background: Color = .default, isBold: Bool = false,
    isDim: Bool = false, isReverse: Bool = false, isUnderline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
    self.isReverse = isReverse
    self.isUnderline = isUnderline
  }

  /// The terminal's default look.
  public static let plain = Style()

  /// A copy with one property changed.
  public func with<Value>(_ path: WritableKeyPath<Style, Value>, _ value: Value) -> Style {
    var copy = self
    copy[keyPath: path] = value
    return copy
  }
}
