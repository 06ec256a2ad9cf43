/// How a cell is drawn: colours and attributes.
///
/// ```swift
/// let button = Style(foreground: .black, background: .cyan)
/// let selected = Style.plain.with(\.isReverse, true)
/// ```
public struct Style: Hashable, Sendable {
  public var foreground: Color
  public var background: Color
  public var isBold: Bool
  public var isDim: Bool
  public var isReverse: Bool
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
