/// The unit a profile's lengths are in, as its platform names it: iOS lays out in
/// points, Android in density-independent pixels. Both are about 1/160 inch, and
/// the layout core treats a number the same in either; the unit is for people, so
/// `env`, the inspector, the status line and `duoterm devices` speak each
/// device's own language.
///
/// ```swift
/// LengthUnit.dp.rawValue  // "dp"
/// "\(Size(width: 841, height: 701)) \(LengthUnit.dp)"  // "841×701 dp"
/// ```
public enum LengthUnit: String, CaseIterable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// iOS points.
  case pt
  /// Android density-independent pixels.
  case dp

  /// The unit's short name, as written after a number: `pt`, `dp`.
  public var description: String { rawValue }
}
