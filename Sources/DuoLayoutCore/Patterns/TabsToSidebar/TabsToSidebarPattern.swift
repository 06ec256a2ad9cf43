/// Tabs to sidebar (the pattern catalog, `duoterm patterns`): an allotment notebook in five sections. Closed,
/// a tab bar down the side; open and partly folded, a sidebar. Each tab is a
/// small screen of its own (a list, and the row's detail where there is room)
/// whose place and ticks live in the model, so switching tabs, folding or
/// unfolding loses nothing (on the iPhone Duo simulator the chosen tab was lost when
/// it lived in the swapped views). A bar or sidebar too short for every tab at 44 pt (a Split
/// View, a large text size) shows those that fit and More, as a side toolbar
/// does (`Toolbar.column`); More (`m`, or a click) lists the rest in the tab's
/// screen, as a tab bar's More does, and choosing one shows it.
///
/// ```swift
/// var model = TabsToSidebarModel()
/// TabsToSidebarPattern.handle(.tab, &model, in: env)   // the Beds tab
/// TabsToSidebarPattern.layout(model, in: env).node(id: "tabbar.beds")  // selected
/// ```
public enum TabsToSidebarPattern: Pattern {
  public typealias Model = TabsToSidebarModel
  public typealias Action = TabsToSidebarAction

  public static let keys: [PatternKey<TabsToSidebarAction>] = [
    PatternKey([.tab, .right], .nextTab, "next tab"),
    PatternKey([.backTab, .left], .previousTab, "previous tab"),
    PatternKey([.up], .move(.up), "previous row"),
    PatternKey([.down], .move(.down), "next row"),
    PatternKey([.pageUp], .move(.pageUp), "a page of rows up"),
    PatternKey([.pageDown], .move(.pageDown), "a page of rows down"),
    PatternKey([.home], .move(.first), "first row"),
    PatternKey([.end], .move(.last), "last row"),
    PatternKey([.space, .enter], .tick, "tick the row off / on"),
    PatternKey([.character("c")], .clear, "clear this tab's ticks"),
    PatternKey([.character("m")], .more, "More: the tabs the bar has no room for"),
    PatternKey([.escape], .closeMore, "close More's list"),
  ]

  static func selectedTab(_ model: TabsToSidebarModel) -> PlotTab {
    model.allotment.tab(model.tabs.selectedID(in: model.allotment.tabIDs))
  }

  public static func perform(
    _ action: TabsToSidebarAction, on model: inout TabsToSidebarModel, in env: LayoutEnvironment
  ) {
    let tab = selectedTab(model)
    let geometry = TabsToSidebarGeometry(selected: tab.id, env: env, allotment: model.allotment)
    let capacity = geometry.capacity
    let hidden = geometry.hiddenTabs
    // More's list, where it is open and on the glass, takes the row keys: the
    // arrows move in it, Enter or Space shows the tab.
    if var more = model.more, !hidden.isEmpty,
      let moved = moveMore(action, &more, in: hidden, capacity: capacity)
    {
      model.more = more
      if let moved { perform(.showTab(moved), on: &model, in: env) }
      return
    }
    let ids = tab.itemIDs
    let allotment = model.allotment
    var screen = model.tabs[tab.id]
    switch action {
    case .nextTab: model.tabs.selectNext(in: allotment.tabIDs)
    case .previousTab: model.tabs.selectPrevious(in: allotment.tabIDs)
    case .showTab(let id):
      if allotment.tabIDs.contains(id) {
        model.tabs.selected = id
        model.more = nil
      }
    case .more:
      model.more = model.more != nil || hidden.isEmpty ? nil : ListState(selection: hidden.first)
    case .closeMore: model.more = nil
    case .move(let move): screen.list.apply(move, in: ids, capacity: capacity)
    case .select(let id): screen.list.select(id: id, in: ids, capacity: capacity)
    case .tick:
      if screen.list.selection == nil { screen.list.apply(.down, in: ids, capacity: capacity) }
      if let id = screen.list.selection { screen.ticked.toggle(id) }
    case .clear: screen.ticked = []
    }
    switch action {
    case .nextTab, .previousTab, .showTab, .more, .closeMore: break
    default: model.tabs[tab.id] = screen
    }
  }

  /// `action` in More's open list of the `hidden` tabs: nil when it is not a row
  /// key (it acts on the tab as usual); .some(nil) when it moved in the list;
  /// .some(id) when it chose the tab `id`.
  private static func moveMore(
    _ action: TabsToSidebarAction, _ more: inout ListState, in hidden: [String], capacity: Int
  ) -> String?? {
    switch action {
    case .move(let move): more.apply(move, in: hidden, capacity: capacity)
    case .tick: return .some(more.selection.flatMap { hidden.contains($0) ? $0 : nil })
    default: return nil
    }
    return .some(nil)
  }

  /// A tab in the bar or the sidebar shows itself and a row selects itself; Tab
  /// and the arrows reach them too.
  public static func tap(_ id: String, _ model: TabsToSidebarModel) -> TabsToSidebarAction? {
    if id == Toolbar.moreID("tabbar") { return .more }
    if id.hasPrefix("tabbar.") { return .showTab(String(id.dropFirst("tabbar.".count))) }
    if id.hasPrefix("more.row.") { return .showTab(String(id.dropFirst("more.row.".count))) }
    return id.hasPrefix("screen.row.") ? .select(String(id.dropFirst("screen.row.".count))) : nil
  }

  public static func feedback(
    _ action: TabsToSidebarAction, from before: TabsToSidebarModel, to after: TabsToSidebarModel,
    in env: LayoutEnvironment
  ) -> String? {
    let tab = selectedTab(after)
    switch action {
    case .clear where before == after: return "nothing is ticked in \(tab.title)"
    case .clear: return "cleared the ticks in \(tab.title)"
    case .more where after.more == nil && before.more == nil:
      return
        "every tab is in the \(env.panesSideBySide ? "sidebar" : "tab bar") here"
    default: return nil
    }
  }

  public static func layout(_ model: TabsToSidebarModel, in env: LayoutEnvironment) -> LayoutNode {
    let tab = selectedTab(model)
    let screen = model.tabs[tab.id]
    let items = TabsToSidebarGeometry.toolbarItems.map { item in
      var item = item
      if item.name == "tick", let row = screen.list.selection, screen.ticked.contains(row) {
        item.emphasis = .selected
      }
      if item.name == "clear" && screen.ticked.isEmpty { item.emphasis = .muted }
      return item
    }
    let geometry = TabsToSidebarGeometry(
      selected: tab.id, env: env, toolbarItems: items, allotment: model.allotment)
    let hidden = geometry.hiddenTabs
    var children: [LayoutNode]
    if let more = model.more, !hidden.isEmpty {
      children = [
        moreNode(
          hidden, more, of: model.allotment, in: geometry.list, capacity: geometry.capacity,
          env: env)
      ]
    } else {
      children = [listNode(tab, screen, in: geometry.list, capacity: geometry.capacity, env: env)]
    }
    if let detail = geometry.detail, model.more == nil || hidden.isEmpty {
      children.append(detailNode(tab, screen, in: detail, env: env))
    }
    children += geometry.tabs
    children.append(geometry.toolbar)
    return LayoutNode(
      id: "tabs-to-sidebar", role: .container(.plain), frame: env.bounds, children: children)
  }

  private static func listNode(
    _ tab: PlotTab, _ screen: TabScreenState, in area: Rect, capacity: Int, env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    let columns = metrics.columns(in: area.width)
    let ids = tab.itemIDs
    let (headerFrame, rest) = area.sliced(metrics.lineHeight, from: .top)
    let (_, rowsFrame) = rest.sliced(metrics.lineHeight, from: .top)
    let done = ids.filter(screen.ticked.contains).count
    let header = LayoutNode(
      id: "screen.header",
      role: .label(
        TextLine.fit(
          tab.heading, trailing: "\(done)/\(ids.count) ✓", direction: env.layoutDirection,
          width: columns)),
      frame: headerFrame, emphasis: .heading)
    let rows = ListRows.node(
      id: "screen.rows", rowID: "screen.row", ids: ids, state: screen.list, capacity: capacity,
      in: rowsFrame, lines: 2, metrics: metrics
    ) { index in
      let item = tab.items[index]
      let mark = screen.ticked.contains(item.id) ? "✓" : "·"
      return [
        TextLine.fit("\(mark) \(item.title)", direction: env.layoutDirection, width: columns),
        TextLine.fit("  \(item.detail)", direction: env.layoutDirection, width: columns),
      ]
    }
    return LayoutNode(
      id: "screen", role: .container(.plain), frame: area, children: [header, rows])
  }

  /// More's list in the tab's screen, as a tab bar's More shows it: the tabs the
  /// bar has no room for, a row each; choosing one shows it.
  private static func moreNode(
    _ hidden: [String], _ more: ListState, of allotment: Allotment, in area: Rect, capacity: Int,
    env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    let columns = metrics.columns(in: area.width)
    let (headerFrame, rest) = area.sliced(metrics.lineHeight, from: .top)
    let (_, rowsFrame) = rest.sliced(metrics.lineHeight, from: .top)
    let header = LayoutNode(
      id: "more.header",
      role: .label(
        TextLine.fit("More", trailing: "Esc", direction: env.layoutDirection, width: columns)),
      frame: headerFrame, emphasis: .heading)
    let rows = ListRows.node(
      id: "more.rows", rowID: "more.row", ids: hidden, state: more, capacity: capacity,
      in: rowsFrame, lines: 2, metrics: metrics
    ) { index in
      let tab = allotment.tab(hidden[index])
      return [
        TextLine.fit("\(tab.symbol) \(tab.title)", direction: env.layoutDirection, width: columns),
        TextLine.fit("  \(tab.heading)", direction: env.layoutDirection, width: columns),
      ]
    }
    return LayoutNode(id: "more", role: .container(.plain), frame: area, children: [header, rows])
  }

  private static func detailNode(
    _ tab: PlotTab, _ screen: TabScreenState, in area: Rect, env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    let columns = metrics.columns(in: area.width)
    let item = screen.list.selectedIndex(in: tab.itemIDs).map { tab.items[$0] }
    let (titleFrame, rest) = area.sliced(metrics.lineHeight, from: .top)
    let (statusFrame, body) = rest.sliced(metrics.lineHeight * 2, from: .top)
    let title = item?.title ?? "Nothing selected"
    let status =
      item.map { screen.ticked.contains($0.id) ? "✓ done" : "not done yet" }
      ?? "↑ ↓ pick a row in \(tab.title)"
    return LayoutNode(
      id: "detail", role: .container(.plain), frame: area,
      children: [
        LayoutNode(
          id: "detail.title",
          role: .label(TextLine.fit(title, direction: env.layoutDirection, width: columns)),
          frame: titleFrame,
          emphasis: .heading),
        LayoutNode(
          id: "detail.status",
          role: .label(TextLine.fit(status, direction: env.layoutDirection, width: columns)),
          frame: statusFrame.sliced(metrics.lineHeight, from: .top).slice, emphasis: .muted),
        LayoutNode(id: "detail.text", role: .text(item?.detail ?? ""), frame: body),
      ])
  }

  public static func describe(_ model: TabsToSidebarModel) -> [(name: String, value: String)] {
    let tab = selectedTab(model)
    return [
      ("tab", tab.id), ("more", model.more.map { "open at \($0.selection ?? "none")" } ?? "closed"),
    ]
      + model.allotment.tabs.map { tab in
        let screen = model.tabs[tab.id]
        let ticked = tab.itemIDs.filter(screen.ticked.contains).joined(separator: ",")
        return ("\(tab.id)", "\(screen.list.selection ?? "none") ticked [\(ticked)]")
      }
  }
}
