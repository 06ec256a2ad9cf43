/// The split on the fold, written once for every pattern: an area cut in two by a
/// division, each side getting the area minus the division's frame and margins.
///
/// ```swift
/// let sides = FoldSplit(area: env.safeBounds, fold: env.reservedRegions(.division).first)
/// sides.first   // left of the fold (or above it, held tall)
/// sides.second  // right of it (or below), nil when no fold crosses the area
/// ```
public struct FoldSplit: Hashable, Sendable {
  /// The leading (or top) side, or the whole area when no fold crosses it.
  public var first: Rect
  /// The trailing (or bottom) side; nil when the area is not split.
  public var second: Rect?
  /// The space between the sides: the fold's frame and margins, inside the area.
  public var gap: Rect?
  /// True when the sides are left and right; false when top and bottom.
  public var isSideBySide: Bool

  /// The split of `area` on `fold`, active or not: pass only a fold that should divide,
  /// as `env.fold(crossing:)` gives it.
  public init(area: Rect, fold: ReservedRegion?) {
    guard let fold, fold.frame.intersects(area) else {
      first = area
      second = nil
      gap = nil
      isSideBySide = area.size.isWide
      return
    }
    let keepOut = fold.keepOut
    if fold.isVertical {
      first = Rect(
        minX: area.minX, minY: area.minY, maxX: max(area.minX, keepOut.minX), maxY: area.maxY)
      second = Rect(
        minX: min(area.maxX, keepOut.maxX), minY: area.minY, maxX: area.maxX, maxY: area.maxY)
      isSideBySide = true
    } else {
      first = Rect(
        minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: max(area.minY, keepOut.minY))
      second = Rect(
        minX: area.minX, minY: min(area.maxY, keepOut.maxY), maxX: area.maxX, maxY: area.maxY)
      isSideBySide = false
    }
    gap = keepOut.intersection(area)
  }

  /// The sides in order, one or two.
  public var sides: [Rect] { [first] + (second.map { [$0] } ?? []) }
}
