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
    BarItem(
      "contents", symbol: "≡", title: "Contents", key: TwoPagePattern.key(for: .toggleContents)),
    BarItem("mark", symbol: "⚐", title: "Mark", key: TwoPagePattern.key(for: .mark)),
    BarItem("return", symbol: "↺", title: "To mark", key: TwoPagePattern.key(for: .returnToMark)),
  ]

  init(_ book: Book, env: LayoutEnvironment, barItems: [BarItem] = barItems) {
    let metrics = env.textMetrics
    let screen = ScreenArea(barItems, env: env)
    bar = screen.bar
    let content = screen.content
    let fold = env.fold(crossing: content, includeInactive: true)
    if let fold, fold.isActive, !fold.isVertical {
      // Tabletop: content up, controls down (Tech Talk 111463).
      let split = FoldSplit(area: content, fold: fold)
      pages = [split.first]
      let below = split.second ?? content
      let (strip, rest) = below.sliced(TouchTarget.height(in: metrics), from: .top)
      pagerStrip = strip
      controlsArea = rest
    } else {
      let (strip, rest) = content.sliced(TouchTarget.height(in: metrics), from: .bottom)
      controlsArea = nil
      // The flat-fold rule's spread: two pages of one size, the gap on the fold
      // line flat and folded, so the margins are the same each side of the fold.
      pages =
        FoldGrid(area: rest, env: env, arrangement: .spread, gutter: metrics.columnWidth * 2) {
          _ in env.showsTwoPanes ? 2 : 1
        }.tracks
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
    // The margins are outside the pages: a page's text runs its whole width.
    pageColumns = max(4, metrics.columns(in: width))
    pageLines = max(1, metrics.lines(in: height) - 2)
    pagination = PaginationCache.pagination(of: book, columns: pageColumns, lines: pageLines)
  }
}
