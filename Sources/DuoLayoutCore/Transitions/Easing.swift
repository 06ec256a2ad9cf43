/// The curve a glide follows: smooth, quick to start, settling without a bounce
/// (Apple's HIG, Motion: a short smooth animation, no bounce).
public enum Easing {
  /// Eased progress for linear progress `t`; 0 at 0, 1 at 1, never past either.
  ///
  /// ```swift
  /// Easing.smooth(0.5)  // 0.875
  /// ```
  public static func smooth(_ t: Double) -> Double {
    let p = min(1, max(0, t))
    let rest = 1 - p
    return 1 - rest * rest * rest
  }
}
