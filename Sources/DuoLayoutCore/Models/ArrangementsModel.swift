/// What the arrangements screen remembers: the arrangement's style and axes (the
/// keys switch them, so a designer compares them in one pose) and the photo shown.
public struct ArrangementsModel: PatternModel {
  /// Seed 004: the default style, `.automatic`, resolves to split (both axes).
  public var arrangement = Arrangement()
  /// Index into `ArrangementsPattern.photos`.
  public var photo = 0

  public init() {}
}
