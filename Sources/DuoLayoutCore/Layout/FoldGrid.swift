/// The flat-fold rule, one for every pattern: where the tracks of a grid go (the
/// feed's columns, the two-page spread) when a fold crosses it, active or not.
///
/// - **No fold**: as many equal columns as fit.
/// - **Flat** (the fold inactive): the glass is continuous, so the fold takes no
///   room: equal columns across the whole area, an even count (HIG, Reserved
///   regions; Tech Talk 111463: even columns whenever a fold crosses a grid). Cards may cross
///   the fold; its dotted line is drawn only in the gaps between them, never
///   through a card, a field or a button (`NodeRole.hidesFoldLine`).
/// - **Partly folded** (the fold active): each side is its own grid of equal
///   columns, half the count each side, with the fold and its margins as the gap
///   (the pattern catalog: "half the columns per side, fold as the gap"). The sides
///   may differ in width, and so may their columns.
/// - **A spread** (two-page, `.spread`): one track each side of the fold line,
///   flat and folded, the same size, each against the fold, with the fold and its
///   margins as the gap (the pattern catalog: "two pages, gap on the fold line").
///
/// **40 pt or zero.** Apple's `reservedRegions` documentation gives an inactive
/// fold zero width; measured on the iPhone Duo simulator it is 40 pt, centred, with 20 pt margins each side, active or not. The
/// profile keeps what was measured (so the region overlay and the dotted line
/// show where the crease is), and this rule gives the inactive fold zero width
/// for layout: a flat grid flows across it. Only a spread, whose gap is on the
/// fold line by design, keeps the measured frame and margins flat. Basis:
/// documented (Apple's `reservedRegions`) for the layout, measured (on the iPhone
/// Duo simulator) for the frame.
///
/// ```swift
/// let grid = FoldGrid(area: content, env: env, gutter: 8) { width in Int(width / 150) }
/// grid.tracks  // open, flat: 4 equal columns across the fold; book: 2 each side
/// ```
public struct FoldGrid: Hashable, Sendable {
  /// How the tracks are placed around a fold.
  public enum Arrangement: Hashable, Sendable {
    /// Columns: across a flat fold, each side of an active one.
    case columns
    /// A spread on the fold line: one track each side of the fold, flat or folded.
    case spread
  }

  /// The tracks, left to right (or, for a spread held tall, top to bottom).
  public var tracks: [Rect]
  /// True when the tracks are side by side; false for a spread stacked across a
  /// horizontal fold.
  public var isSideBySide: Bool
  /// The fold that crosses the area, active or not.
  public var fold: ReservedRegion?

  /// The tracks of `area` in `env`, `gutter` points apart; `count` says how many
  /// columns fit a width (at least one is used).
  public init(
    area: Rect, env: LayoutEnvironment, arrangement: Arrangement = .columns, gutter: Double,
    count: (Double) -> Int
  ) {
    let fold = env.fold(crossing: area, includeInactive: true)
    self.fold = fold
    isSideBySide = true
    func equal(_ rect: Rect, _ n: Int) -> [Rect] {
      let n = max(1, n)
      let width = max(0, (rect.width - gutter * Double(n - 1)) / Double(n))
      return (0..<n).map {
        Rect(
          x: rect.minX + Double($0) * (width + gutter), y: rect.minY, width: width,
          height: rect.height)
      }
    }
    let wanted = max(1, count(area.width))
    switch arrangement {
    case .spread:
      guard wanted >= 2 else {
        tracks = [area]
        return
      }
      let split = FoldSplit(area: area, fold: fold)
      guard let second = split.second else {
        tracks = equal(area, 2)
        return
      }
      isSideBySide = split.isSideBySide
      tracks = FoldGrid.spread(split.first, second, sideBySide: split.isSideBySide)
    case .columns:
      guard let fold else {
        tracks = equal(area, wanted)
        return
      }
      let split = FoldSplit(area: area, fold: fold)
      if fold.isActive, fold.isVertical, let second = split.second {
        let perSide = max(1, min(count(split.first.width), count(second.width)))
        tracks = equal(split.first, perSide) + equal(second, perSide)
      } else {
        tracks = equal(area, FoldGrid.even(wanted))
      }
    }
  }

  /// The tops of rows `height` points tall in `area`: across a flat fold, but never
  /// across an active one held tall (rows above it, then rows below it).
  public static func rowTops(in area: Rect, env: LayoutEnvironment, height: Double) -> [Double] {
    func tops(_ rect: Rect) -> [Double] {
      guard height > 0 else { return [] }
      return (0..<max(0, Int((rect.height + 1e-9) / height))).map {
        rect.minY + Double($0) * height
      }
    }
    guard let fold = env.fold(crossing: area), !fold.isVertical else { return tops(area) }
    return FoldSplit(area: area, fold: fold).sides.flatMap(tops)
  }

  /// The even count nearest below `count`, at least 2.
  public static func even(_ count: Int) -> Int { max(2, count - count % 2) }

  /// Two tracks of one size, the smaller side's, each against the fold, as a book
  /// lies open on its spine.
  static func spread(_ first: Rect, _ second: Rect, sideBySide: Bool) -> [Rect] {
    let width = min(first.width, second.width)
    let height = min(first.height, second.height)
    return sideBySide
      ? [
        Rect(x: first.maxX - width, y: first.minY, width: width, height: height),
        Rect(x: second.minX, y: second.minY, width: width, height: height),
      ]
      : [
        Rect(x: first.minX, y: first.maxY - height, width: width, height: height),
        Rect(x: second.minX, y: second.minY, width: width, height: height),
      ]
  }
}
