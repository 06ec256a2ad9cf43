/// The smallest area a person can reliably tap: 44 × 44 pt on iOS, 48 × 48 dp on
/// Android. Every control the layout core makes (bar items, buttons, a control
/// strip's items) covers at least the side its metrics carry (`TextMetrics.touchSide`,
/// set by the environment from the device), in whole columns and lines so the
/// raster never rounds it below, and the audit's `touch-target-too-small` rule
/// checks it. Basis: documented (Apple's Human Interface Guidelines, Accessibility:
/// "a hit region of at least 44x44 pt"; Android's Accessibility guidance, "Touch
/// target size": 48 × 48 dp).
///
/// ```swift
/// TouchTarget.width(in: .standard)   // 48: six 8 pt columns
/// TouchTarget.height(in: .standard)  // 48: three 16 pt lines
/// ```
public enum TouchTarget {
  /// The minimum side, in points.
  public static let minimum = 44.0

  /// The narrowest whole number of columns at least the metrics' touch side wide.
  public static func width(in metrics: TextMetrics) -> Double {
    covering(metrics.touchSide, step: metrics.columnWidth)
  }

  /// The lowest whole number of lines at least the metrics' touch side tall.
  public static func height(in metrics: TextMetrics) -> Double {
    covering(metrics.touchSide, step: metrics.lineHeight)
  }

  /// The minimum side on a platform whose lengths are in `unit`: 44 pt on iOS
  /// (Apple's Human Interface Guidelines, Accessibility), 48 dp on Android
  /// (Android's Accessibility guidance, "Touch target size").
  public static func minimum(in unit: LengthUnit) -> Double {
    switch unit {
    case .pt: minimum
    case .dp: 48
    }
  }

  /// True when `size` is at least `side` each way (with a hair of rounding slack);
  /// `side` is iOS's `minimum` unless a platform's is given.
  public static func admits(_ size: Size, side: Double = minimum) -> Bool {
    size.width + 1e-9 >= side && size.height + 1e-9 >= side
  }

  private static func covering(_ length: Double, step: Double) -> Double {
    guard step > 0 else { return length }
    return (length / step - 1e-9).rounded(.up) * step
  }
}
