/// The text size a person sets, by Dynamic Type's names, from `x-small` to
/// `accessibility-5` (`large` the default). One character is one cell, so a larger
/// text size means more points a cell: the same phone drawn in fewer cells, fewer
/// characters across, earlier wraps, fewer rows in a list. The layout reflows; the
/// raster never stretches a glyph.
///
/// Each size's scale follows the body style's size at that Dynamic Type size
/// (14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47 and 53 pt; basis: documented, Apple's
/// Human Interface Guidelines, Typography), in proportion to `large`'s 17 pt at
/// DuoTerm's finest 8 pt a column, rounded to the renderer's quarter-point step
/// (basis: design): `large` 8, `accessibility-5` 25 pt a column.
///
/// ```swift
/// TextSize(argument: "accessibility-5")?.columnWidth  // 25
/// TextSize.large.larger                              // .xLarge
/// ```
public enum TextSize: String, CaseIterable, Hashable, Sendable, Codable {
  case xSmall = "x-small"
  case small
  case medium
  case large
  case xLarge = "x-large"
  case xxLarge = "xx-large"
  case xxxLarge = "xxx-large"
  case accessibility1 = "accessibility-1"
  case accessibility2 = "accessibility-2"
  case accessibility3 = "accessibility-3"
  case accessibility4 = "accessibility-4"
  case accessibility5 = "accessibility-5"

  /// The size a fresh start has, as on a new iPhone.
  public static let standard = TextSize.large

  /// The name on the command line, the status line and in sessions.
  public var argument: String { rawValue }

  /// The size named `argument`, or nil when there is none.
  public init?(argument: String) {
    self.init(rawValue: argument)
  }

  /// The short form the status line uses when room is short: `AX5` for the
  /// accessibility sizes (as iOS's settings abbreviate them), else the name.
  public var shortName: String {
    guard isAccessibility else { return argument }
    return "AX" + String(argument.suffix(1))
  }

  /// Every name, for error messages: `x-small, small, …`.
  public static var argumentList: String {
    allCases.map(\.argument).joined(separator: ", ")
  }

  /// The body style's size in points at this Dynamic Type size. Basis: documented
  /// (Apple's Human Interface Guidelines, Typography, the Dynamic Type sizes table).
  public var bodyPoints: Double {
    switch self {
    case .xSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .xLarge: 19
    case .xxLarge: 21
    case .xxxLarge: 23
    case .accessibility1: 28
    case .accessibility2: 33
    case .accessibility3: 40
    case .accessibility4: 47
    case .accessibility5: 53
    }
  }

  /// Points a column covers at this size: 8 at `large`, in proportion to the body
  /// size, to a quarter point. Basis: design.
  public var columnWidth: Double {
    let exact = TextMetrics.standard.columnWidth * bodyPoints / TextSize.large.bodyPoints
    return (exact / TextSize.step).rounded() * TextSize.step
  }

  /// The text metrics of this size alone (a line twice a column).
  public var metrics: TextMetrics { TextMetrics(columnWidth: columnWidth) }

  /// The step scales come in: a quarter point, the renderer's search step.
  public static let step = 0.25

  /// True for the five accessibility sizes.
  public var isAccessibility: Bool { bodyPoints > TextSize.xxxLarge.bodyPoints }

  /// The next size up, or nil at `accessibility-5`.
  public var larger: TextSize? { TextSize.allCases.after(self) }

  /// The next size down, or nil at `x-small`.
  public var smaller: TextSize? { TextSize.allCases.reversed().after(self) }
}

extension Sequence where Element: Equatable {
  /// The element after `element`, or nil when it is last or absent.
  fileprivate func after(_ element: Element) -> Element? {
    var found = false
    for candidate in self {
      if found { return candidate }
      found = candidate == element
    }
    return nil
  }
}
