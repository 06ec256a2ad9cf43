/// The feed's grid in an environment: where every column and row goes. Layout and
/// key handling share it, so "the card below" is the one the person sees below.
///
/// As many columns as fit when no fold crosses the grid; an even count when one
/// does, active or not (seed 004, rule 5); across a fold held wide, half the
/// columns each side with the fold as the gap (its keep-out margins too while it
/// is active); as a tabletop, rows above the fold and rows below it, never across it.
struct FeedGeometry {
  var bar: LayoutNode
  /// Where the cards go.
  var content: Rect
  /// The line under the cards, for the pager: a screen up, which cards show, a
  /// screen down.
  var footer: Rect
  /// Every column's left edge and width, left to right across the whole grid.
  var columns: [(x: Double, width: Double)]
  /// Every row's top edge, top to bottom.
  var rows: [Double]
  var cardHeight: Double

  /// A card is at least this many columns wide. Basis: design (a readable title).
  static let minimumCardColumns = 18
  /// Lines a card takes: its border, two lines of text, its border.
  static let cardLines = 4

  static let barItems = [
    BarItem("like", symbol: "♥", title: "Like"),
    BarItem("save", symbol: "★", title: "Save"),
    BarItem("top", symbol: "⤒", title: "Top"),
  ]

  var capacity: Int { columns.count * rows.count }

  init(env: LayoutEnvironment, barItems: [BarItem] = barItems) {
    let metrics = env.textMetrics
    let (bar, area) = Toolbar.layout(barItems, in: env.safeBounds, env: env)
    self.bar = bar
    let (footer, content) = area.sliced(metrics.lineHeight, from: .bottom)
    self.footer = footer
    self.content = content
    let cardHeight = metrics.lineHeight * Double(FeedGeometry.cardLines)
    self.cardHeight = cardHeight
    let gap = metrics.columnWidth
    func fit(_ width: Double) -> Int {
      max(1, (metrics.columns(in: width) + 1) / (FeedGeometry.minimumCardColumns + 1))
    }
    func columnFrames(in area: Rect, count: Int) -> [(x: Double, width: Double)] {
      let width = (area.width - gap * Double(count - 1)) / Double(count)
      return (0..<count).map { (area.minX + Double($0) * (width + gap), width) }
    }
    // Across a fold held wide: the same count of columns each side, each side's
    // filling it, so the fold is the gutter between two of them.
    func columnFrames(across sides: [Rect]) -> [(x: Double, width: Double)] {
      let perSide = sides.map { fit($0.width) }.min() ?? 1
      return sides.flatMap { columnFrames(in: $0, count: perSide) }
    }
    func rowTops(in area: Rect) -> [Double] {
      (0..<max(0, Int((area.height + 1e-9) / cardHeight))).map {
        area.minY + Double($0) * cardHeight
      }
    }
    let fold = env.fold(crossing: content, includeInactive: true)
    let columns: [(x: Double, width: Double)]
    let rows: [Double]
    switch fold {
    case .some(let fold) where fold.isActive:
      let split = FoldSplit(area: content, fold: fold)
      if split.isSideBySide {
        columns = columnFrames(across: split.sides)
        rows = rowTops(in: content)
      } else {
        columns = columnFrames(in: content, count: FeedGeometry.even(fit(content.width)))
        rows = split.sides.flatMap(rowTops)
      }
    case .some(let fold) where fold.isVertical:
      // Flat, held wide: the same even count, half each side, so the fold line
      // falls in the gutter between two columns and never through a card.
      columns = columnFrames(across: [
        Rect(minX: content.minX, minY: content.minY, maxX: fold.frame.minX, maxY: content.maxY),
        Rect(minX: fold.frame.maxX, minY: content.minY, maxX: content.maxX, maxY: content.maxY),
      ])
      rows = rowTops(in: content)
    case .some:
      columns = columnFrames(in: content, count: FeedGeometry.even(fit(content.width)))
      rows = rowTops(in: content)
    case .none:
      columns = columnFrames(in: content, count: fit(content.width))
      rows = rowTops(in: content)
    }
    self.columns = columns
    self.rows = rows
  }

  /// The even count nearest below `count`, at least 2.
  static func even(_ count: Int) -> Int { max(2, count - count % 2) }
}
