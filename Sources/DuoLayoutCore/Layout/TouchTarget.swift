/// The smallest area a person can reliably tap: 44 × 44 pt. Every control the
/// layout core makes (bar items, buttons, a control strip's items) covers at least
/// this much, in whole columns and lines so the raster never rounds it below, and
/// the audit's `touch-target-too-small` rule checks it. Basis: documented (Apple's
/// Human Interface Guidelines, Accessibility: "a hit region of at least 44x44 pt").
///
/// ```swift
/// TouchTarget.width(in: .standard)   // 48: six 8 pt columns
/// TouchTarget.height(in: .standard)  // 48: three 16 pt lines
/// ```
public enum TouchTarget {
  /// The minimum side, in points.
  public static let minimum = 44.0

  /// The side the layout core sizes every control to: iOS's minimum. Android's
  /// 48 dp is checked by the audit on an Android profile (`minimum(in:)`); sizing
  /// to it needs the minimum carried in the layout environment, since a layout
  /// never reads the device.
  public static let layoutSide = minimum

  /// The narrowest whole number of columns at least `layoutSide` wide, in points.
  public static func width(in metrics: TextMetrics) -> Double {
    covering(layoutSide, step: metrics.columnWidth)
  }

  /// The lowest whole number of lines at least `layoutSide` tall, in points.
  public static func height(in metrics: TextMetrics) -> Double {
    covering(layoutSide, step: metrics.lineHeight)
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
