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
  /// The book paginated at the pages' text columns and lines (pages share one size).
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
    var content = screen.content
    let fold = env.fold(crossing: content, includeInactive: true)
    if let fold, fold.isActive, !fold.isVertical {
      // Tabletop: content up, controls down (Tech Talk 111463).
      let split = FoldSplit(area: content, fold: fold)
      let below = split.second ?? content
      if TwoPageGeometry.holdsPage(split.first, metrics) || below.height <= split.first.height {
        pages = [split.first]
        let (strip, rest) = below.sliced(TouchTarget.height(in: metrics), from: .top)
        pagerStrip = strip
        // The contents' heading and a chapter, or the contents take the page's
        // place as they do flat (Contents toggles them).
        controlsArea = metrics.lines(in: rest.height) >= 2 ? rest : nil
        pagination = TwoPageGeometry.paginate(book, pages, metrics)
        return
      }
      // Above the fold there is no room for a page (a Split View window the fold
      // crosses near its top): the side below is read as a flat screen, so the
      // book is never shown as a running head and a page number alone.
      content = below
    }
    let (strip, rest) = content.sliced(TouchTarget.height(in: metrics), from: .bottom)
    controlsArea = nil
    // The flat-fold rule's spread: two pages of one size, the gap on the fold
    // line flat and folded, so the margins are the same each side of the fold.
    let spread =
      FoldGrid(area: rest, env: env, arrangement: .spread, gutter: metrics.columnWidth * 2) {
        _ in env.showsTwoPanes ? 2 : 1
      }.tracks
    if spread.allSatisfy({ TwoPageGeometry.holdsPage($0, metrics) }) {
      pages = spread
    } else {
      // A spread whose pages are too small to read (the fold near a Split View
      // window's edge leaves one side a sliver): one page, across a flat fold,
      // on the wider side of an active one.
      let sides = env.fold(crossing: rest).map { FoldSplit(area: rest, fold: $0).sides } ?? [rest]
      pages = [sides.max { $0.width * $0.height < $1.width * $1.height } ?? rest]
    }
    // Centred under the spread: over the fold while it lies flat (a control may
    // cross an inactive fold), so folding shows it glide off.
    pagerStrip = Rect(
      minX: pages.map(\.minX).min() ?? strip.minX, minY: strip.minY,
      maxX: pages.map(\.maxX).max() ?? strip.maxX, maxY: strip.maxY)
    pagination = TwoPageGeometry.paginate(book, pages, metrics)
  }

  /// The least a page is shown at: its running head and number, three lines of
  /// text, and ten columns (the contents' heading "Contents" and a page number
  /// such as "— 1902 —" whole, with a column to spare each side). Basis: design.
  static let leastPage = (columns: 10, lines: 5)

  /// True when `page` holds the least page.
  static func holdsPage(_ page: Rect, _ metrics: TextMetrics) -> Bool {
    metrics.columns(in: page.width) >= leastPage.columns
      && metrics.lines(in: page.height) >= leastPage.lines
  }

  /// The book paginated at the text columns and lines every page of `pages`
  /// holds (pages share one size).
  static func paginate(_ book: Book, _ pages: [Rect], _ metrics: TextMetrics) -> Pagination {
    let width = pages.map(\.width).min() ?? 0
    let height = pages.map(\.height).min() ?? 0
    // The margins are outside the pages: a page's text runs its whole width.
    let columns = max(4, metrics.columns(in: width))
    let lines = max(1, metrics.lines(in: height) - 2)
    return PaginationCache.pagination(of: book, columns: columns, lines: lines)
  }
}
