/// Where the allotment screen's parts go. At compact width (the closed phone) a
/// tab bar down the leading side, a symbol and a title per tab (Tech Talk
/// 111462), beside the tab's own toolbar down the trailing side, never over it (the
/// iPhone Duo simulator showed exactly that overlap: `bars-overlap` in the audit). At regular width a
/// sidebar along the leading edge, the tab's screen beside it; the tab bar again
/// when the window is too short for the sidebar's rows (basis: design).
///
/// Partly folded nothing was measured, so this is
/// a choice, basis: design: the sidebar stays, as it does open (the system keeps
/// a sidebar at regular width, and a fold changes no size class), at the leading
/// edge of the leading side, away from the fold; the tab's screen is a split
/// arrangement, so an active fold puts its list on one side and the row's detail
/// on the other. Folded across (tabletop), the sidebar's rows carry on below the
/// fold, as a side toolbar's do.
struct TabsToSidebarGeometry {
  var toolbar: LayoutNode
  /// The tab bar (compact) or the sidebar (regular), with its heading when it has one.
  var tabs: [LayoutNode]
  var list: Rect
  /// The selected row's detail, where the tab's screen has room for it.
  var detail: Rect?
  /// Rows of the list that fit.
  var capacity: Int
  /// The IDs of the tabs behind More, in order: none where every tab fits.
  var hiddenTabs: [String] {
    let overflow = tabs.lazy.compactMap { $0.node(id: "tabbar.overflow") }.first
    return overflow?.children.map { String($0.id.dropFirst("tabbar.".count)) } ?? []
  }

  /// The sidebar's width in columns. Basis: design (the longest title and its symbol).
  static let sidebarColumns = 22

  static let toolbarItems = [
    BarItem("tick", symbol: "✓", title: "Done", key: TabsToSidebarPattern.key(for: .tick)),
    BarItem("top", symbol: "⤒", title: "Top", key: TabsToSidebarPattern.key(for: .move(.first))),
    BarItem("clear", symbol: "↺", title: "Clear", key: TabsToSidebarPattern.key(for: .clear)),
  ]

  init(
    selected: String, env: LayoutEnvironment, toolbarItems: [BarItem] = toolbarItems,
    allotment: Allotment
  ) {
    let metrics = env.textMetrics
    let (toolbar, area) = Toolbar.layout(toolbarItems, in: env.safeBounds, env: env)
    self.toolbar = toolbar
    let tabItems = allotment.tabs.map { tab in
      BarItem(
        tab.id, symbol: tab.symbol, title: tab.title,
        emphasis: tab.id == selected ? .selected : .normal)
    }
    var sidebar: (nodes: [LayoutNode], rest: Rect)?
    if env.panesSideBySide {
      let (column, rest) = TabsToSidebarGeometry.sidebarColumn(of: area, env: env)
      let nodes = TabsToSidebarGeometry.sidebar(
        tabItems, title: allotment.title, in: column, env: env)
      // A window too short for a tab under the heading beside More (Split View
      // held tall, at a coarse scale) gets the tab bar, which has no heading.
      let rows = nodes.last?.children ?? []
      if rows.contains(where: { $0.id.hasPrefix("tabbar.") && $0.id != Toolbar.moreID("tabbar") }) {
        sidebar = (nodes, rest)
      }
    }
    if let sidebar {
      tabs = sidebar.nodes
      let screen = LayoutMargins.content(of: sidebar.rest, in: env)
      let arranged = ArrangementLayout(
        Arrangement(style: .split, axes: .both), area: screen, env: env,
        spacing: metrics.columnWidth * 2)
      list = arranged.primary
      detail = arranged.showsSecondary ? arranged.secondary : nil
    } else {
      let (bar, rest) = Toolbar.layout(tabItems, id: "tabbar", in: area, env: env, side: .leading)
      tabs = [bar]
      list = LayoutMargins.content(of: rest, in: env)
      detail = nil
    }
    capacity = max(1, (metrics.lines(in: list.height) - 2) / 2)
  }

  /// The sidebar's column at the leading edge of `area` and what is left: a
  /// third of the area at most, ending where an active fold's keep-out begins
  /// (Split View ⅔, the fold off the window's middle), so no tab is in it.
  static func sidebarColumn(of area: Rect, env: LayoutEnvironment) -> (column: Rect, rest: Rect) {
    var width = min(Double(sidebarColumns) * env.textMetrics.columnWidth, area.width / 3)
    if let fold = env.fold(crossing: area.sliced(width, from: .leading).slice), fold.isVertical {
      width = min(width, max(0, fold.keepOut.minX - area.minX))
    }
    let (column, rest) = area.sliced(width, from: .leading)
    return (column, rest)
  }

  /// The sidebar: its heading, then one row per tab with a blank line between,
  /// the rows carrying on below a fold that runs across it.
  static func sidebar(_ items: [BarItem], title: String, in column: Rect, env: LayoutEnvironment)
    -> [LayoutNode]
  {
    let metrics = env.textMetrics
    // The heading and a blank line, or the heading alone where the rows would
    // not all fit as touch targets under both.
    let rowsHeight = Double(items.count) * TouchTarget.height(in: metrics)
    let headingLines = column.height - metrics.lineHeight * 2 >= rowsHeight ? 2.0 : 1
    let (headingFrame, rest) = column.sliced(metrics.lineHeight * headingLines, from: .top)
    let headingLine = LayoutMargins.content(
      of: headingFrame.sliced(metrics.lineHeight, from: .top).slice, in: env)
    let heading = LayoutNode(
      id: "sidebar.title",
      role: .label(
        TextLine.fit(
          title, direction: env.layoutDirection, width: metrics.columns(in: headingLine.width))),
      frame: headingLine, emphasis: .heading)
    // The rows as a side bar's items: a touch target each, carrying on below a
    // fold across, and those that do not fit behind More.
    let (rows, overflow) = Toolbar.column(
      items, id: "tabbar", in: rest, env: env, leadingGap: false)
    let hidden = rows.last.map { Toolbar.overflowNode(overflow, id: "tabbar", under: $0) } ?? []
    return [
      heading,
      LayoutNode(id: "tabbar", role: .container(.bar), frame: rest, children: rows + hidden),
    ]
  }
}
