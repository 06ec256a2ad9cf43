/// Where the reader's parts go: one page or two, the pager, the contents. Layout
/// and key handling share it, so a page turn turns what the person sees.
///
/// Closed: one page. Open and flat: two pages with the gap on the fold line (held
/// tall, one above the other). Partly folded like a book: one page each side.
/// Stood up as a tabletop: a page up top; the pager and the contents down below.
struct TwoPageGeometry {
  var bar: LayoutNode
  /// The page frames, in reading order: one or two.
  var pages: [Rect]
  /// The strip the pager is centred in (before displacement).
  var pagerStrip: Rect
  /// The area below a horizontal active fold that holds the contents (tabletop).
  var controlsArea: Rect?
  /// Text columns and lines of every page: pages share one size.
  var pageColumns: Int
  var pageLines: Int
  var pagination: Pagination

  static let barItems = [
    BarItem("contents", symbol: "≡", title: "Contents"),
    BarItem("mark", symbol: "⚐", title: "Mark"),
    BarItem("return", symbol: "↺", title: "To mark"),
  ]

  init(env: LayoutEnvironment, barItems: [BarItem] = barItems) {
    let metrics = env.textMetrics
    let (bar, content) = Toolbar.layout(barItems, in: env.safeBounds, env: env)
    self.bar = bar
    let fold = env.fold(crossing: content, includeInactive: true)
    if let fold, fold.isActive, !fold.isVertical {
      // Tabletop: content up, controls down (seed 004).
      let split = FoldSplit(area: content, fold: fold)
      pages = [split.first]
      let below = split.second ?? content
      let (strip, rest) = below.sliced(metrics.lineHeight * 2, from: .top)
      pagerStrip = strip
      controlsArea = rest
    } else {
      let (strip, rest) = content.sliced(metrics.lineHeight * 2, from: .bottom)
      controlsArea = nil
      if let fold, env.horizontalSizeClass == .regular {
        let split = FoldSplit(area: rest, fold: fold)
        pages = Self.spread(split.sides, sideBySide: split.isSideBySide)
      } else {
        pages = [rest]
      }
      // Centred under the spread: over the fold while it lies flat (a control may
      // cross an inactive fold), so folding shows it glide off.
      let spread = (
        minX: pages.map(\.minX).min() ?? strip.minX, maxX: pages.map(\.maxX).max() ?? strip.maxX
      )
      pagerStrip = Rect(
        minX: spread.minX, minY: strip.minY, maxX: spread.maxX, maxY: strip.maxY)
    }
    let width = pages.map(\.width).min() ?? 0
    let height = pages.map(\.height).min() ?? 0
    pageColumns = max(4, metrics.columns(in: width) - 2)
    pageLines = max(1, metrics.lines(in: height) - 2)
    pagination = PaginationCache.book(columns: pageColumns, lines: pageLines)
  }

  /// Two pages of one size, the smaller side's, each against the fold, as a book
  /// lies open on its spine (the pages share a pagination, so a wider page would
  /// only hold blank columns).
  static func spread(_ sides: [Rect], sideBySide: Bool) -> [Rect] {
    guard sides.count == 2 else { return sides }
    let width = min(sides[0].width, sides[1].width)
    let height = min(sides[0].height, sides[1].height)
    let first = sides[0]
    return sideBySide
      ? [
        Rect(x: first.maxX - width, y: first.minY, width: width, height: height),
        Rect(x: sides[1].minX, y: sides[1].minY, width: width, height: height),
      ]
      : [
        Rect(x: first.minX, y: first.maxY - height, width: width, height: height),
        Rect(x: sides[1].minX, y: sides[1].minY, width: width, height: height),
      ]
  }
}
