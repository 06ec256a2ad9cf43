/// The feed's grid in an environment: where every column and row goes. Layout and
/// key handling share it, so "the card below" is the one the person sees below.
///
/// The columns and rows follow the flat-fold rule (`FoldGrid`): as many as fit,
/// an even count of equal columns across a flat fold, half each side of an active
/// one; as a tabletop, rows above the fold and rows below it, never across it.
struct FeedGeometry {
  var bar: LayoutNode
  /// Where the cards go.
  var content: Rect
  /// The strip under the cards (a touch target tall), for the pager: a screen up, which cards show, a
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
    BarItem("like", symbol: "♥", title: "Like", key: FeedPattern.key(for: .like)),
    BarItem("save", symbol: "★", title: "Save", key: FeedPattern.key(for: .save)),
    BarItem("top", symbol: "⤒", title: "Top", key: FeedPattern.key(for: .top)),
  ]

  var capacity: Int { columns.count * rows.count }

  init(env: LayoutEnvironment, barItems: [BarItem] = barItems) {
    let metrics = env.textMetrics
    let screen = ScreenArea(barItems, env: env)
    bar = screen.bar
    let (footer, content) = screen.content.sliced(TouchTarget.height(in: metrics), from: .bottom)
    self.footer = footer
    self.content = content
    let cardHeight = metrics.lineHeight * Double(FeedGeometry.cardLines)
    self.cardHeight = cardHeight
    let gap = metrics.columnWidth
    // The flat-fold rule: equal columns across a flat fold (an even count), half
    // of them each side of an active one.
    let grid = FoldGrid(area: content, env: env, gutter: gap) { width in
      max(1, (metrics.columns(in: width) + 1) / (FeedGeometry.minimumCardColumns + 1))
    }
    columns = grid.tracks.map { ($0.minX, $0.width) }
    rows = FoldGrid.rowTops(in: content, env: env, height: cardHeight)
  }
}
