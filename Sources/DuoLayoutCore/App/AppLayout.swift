/// Where an app file's screen goes, from the environment alone: its toolbar (with
/// Back while pushed, Close while presented) by `Toolbar`, its margins by
/// `LayoutMargins`, a bottom bar by `ControlStrip` and `Displacement` (centred on
/// the fold, moved off it when it turns active), and its components by `AppFlow`
/// in the areas `FoldSplit` leaves either side of an active fold. A sheet or
/// dialog is a box over the screen's title (`SheetLayout`).
///
/// ```swift
/// let tree = AppLayout.tree(app, state, in: env)
/// tree.node(id: "settings.airplane")   // the switch's control
/// ```
enum AppLayout {
  static func tree(_ app: AppFile, _ state: AppState, in env: LayoutEnvironment) -> LayoutNode {
    if app.root == .split, state.presented == nil { return split(app, state, in: env) }
    let children =
      app.root == .tabs
      ? tabbed(app, state, in: env) : stack(app, state, in: env.safeBounds, env: env)
    return LayoutNode(id: "screen", role: .container(.plain), frame: env.bounds, children: children)
  }

  /// A tab view: the tabs as a sidebar at the leading edge where panes sit side
  /// by side (a regular window: open, partly folded), else as a tab bar (down the
  /// leading side where iPhone Duo runs its bars down the side, the outer display;
  /// along the bottom where the window is taller than wide and regular, or on a
  /// phone whose bars run along the bottom), as SwiftUI's `sidebarAdaptable` tab
  /// view style and the HIG's "Tab bars" (a tab bar in a compact width, a sidebar
  /// in a regular one) say. The selected tab's screen, its own navigation stack,
  /// takes the rest (`stack`). The same tabs in the same order in every pose: only
  /// where they sit changes, so folding loses neither the tab nor its path.
  static func tabbed(_ app: AppFile, _ state: AppState, in env: LayoutEnvironment) -> [LayoutNode] {
    let selected = app.selectedTab(state)
    let items = (app.tabs ?? []).map { tab in
      BarItem(
        tab.screen, symbol: tab.symbol,
        title: tab.title ?? app.screen(tab.screen)?.title ?? tab.screen,
        emphasis: tab.screen == selected ? .selected : .normal)
    }
    var area = env.safeBounds
    var tabs: [LayoutNode] = []
    if env.panesSideBySide {
      let (column, rest) = TabsToSidebarGeometry.sidebarColumn(of: area, env: env)
      let nodes = TabsToSidebarGeometry.sidebar(items, title: app.title, in: column, env: env)
      // A window too short for a tab under the heading gets the tab bar.
      let rows = nodes.last?.children ?? []
      if rows.contains(where: { $0.id.hasPrefix("tabbar.") && $0.id != Toolbar.moreID("tabbar") }) {
        tabs = nodes
        area = rest
      }
    }
    if tabs.isEmpty {
      let (bar, rest) = Toolbar.layout(items, id: "tabbar", in: area, env: env, side: .leading)
      if state.presented != nil {
        // A sheet or cover presented over a tab bar covers it, as on iOS: the
        // screen's whole width is the sheet's, and Close brings the tabs back.
        tabs = [
          LayoutNode(
            id: "tabbar.covered", role: .container(.hidden(reachedBy: "toolbar.close")),
            frame: bar.frame, children: [bar])
        ]
      } else {
        tabs = [bar]
        area = rest
      }
    }
    return stack(app, state, in: area, env: env) + tabs
  }

  /// A navigation stack in `area`: its toolbar (Back while pushed, Close while
  /// presented), the top screen's title and body, and a sheet or dialog over it.
  static func stack(_ app: AppFile, _ state: AppState, in area: Rect, env: LayoutEnvironment)
    -> [LayoutNode]
  {
    let root = AppNavigation.top(app, state)
    var children: [LayoutNode] = []
    let pushed = !state.path.isEmpty
    var items: [BarItem] = []
    let presented = state.presented.flatMap { place in app.screen(place.screen).map { (place, $0) }
    }
    if presented != nil {
      items.append(BarItem("close", symbol: "✕", title: "Close"))
    } else if pushed {
      items.append(BarItem("back", symbol: "‹", title: "Back"))
    }
    let shown = presented?.1 ?? app.screen(root.screen)
    let focus = state.focus[(presented?.0 ?? root).key]
    items += (shown?.toolbar ?? []).map { $0.barItem(focused: focus == $0.componentID) }
    let detent = presented.map { state.detent(of: $0.1) } ?? .large
    // On a compact display a sheet spans the screen's width and carries its own
    // bar (Close and the presented screen's items) along its bottom edge, as a
    // sheet's navigation bar spans it on iOS: a bar down the side would leave the
    // sheet a few columns on the closed phone.
    let barHeight = Toolbar.thickness(vertical: false, in: env.textMetrics)
    // Only a compact display's presented screen can carry its bar.
    let spanning =
      presented != nil && !items.isEmpty && env.horizontalSizeClass == .compact
      ? SheetLayout(area: LayoutMargins.content(of: area, in: env), env: env, detent: detent)
      : nil
    let barInSheet =
      spanning.map { $0.inside.height >= env.textMetrics.lineHeight * 4 + barHeight } ?? false
    var area = area
    var bar: LayoutNode?
    if !items.isEmpty && !barInSheet { (bar, area) = Toolbar.layout(items, in: area, env: env) }
    let content = LayoutMargins.content(of: area, in: env)
    let base = presented == nil ? root : state.path.last ?? app.home(state)
    let sheet =
      (barInSheet ? spanning : nil) ?? SheetLayout(area: content, env: env, detent: detent)
    // A sheet where it leaves room for a few lines; else the presented screen
    // takes the whole content area, as a full-screen cover does.
    let roomy = sheet.inside.height >= env.textMetrics.lineHeight * 6
    if let (place, screen) = presented, roomy {
      var inside = sheet.inside
      var sheetBar: [LayoutNode] = []
      if barInSheet {
        let (own, rest) = Toolbar.layout(items, in: inside, env: env, vertical: false)
        (sheetBar, inside) = ([own], rest)
      }
      let under = app.screen(base.screen)?.title ?? app.title
      children.append(
        LayoutNode(
          id: "title",
          role: .label(
            TextLine.fit(
              under, direction: env.layoutDirection,
              width: env.textMetrics.columns(in: sheet.peek.width))),
          frame: sheet.peek.sliced(env.textMetrics.lineHeight, from: .top).0, emphasis: .muted))
      children.append(
        sheet.node(
          id: "sheet", title: screen.title,
          children: body(app, screen, place, state, in: inside, env: env) + sheetBar))
    } else if let screen = presented?.1 ?? shown {
      let metrics = env.textMetrics
      let (titleFrame, rest) = content.sliced(metrics.lineHeight, from: .top)
      children.append(
        LayoutNode(
          id: "title",
          role: .label(
            TextLine.fit(
              screen.title, direction: env.layoutDirection,
              width: metrics.columns(in: content.width))),
          frame: titleFrame, emphasis: .heading))
      children += body(app, screen, presented?.0 ?? root, state, in: rest, env: env)
    }
    if let bar { children.append(bar) }
    return children
  }

  /// A split view: the start screen as a sidebar beside the screen its rows open,
  /// one each side of an active fold, else the sidebar a third (as the mailbox's
  /// list, `ListDetailGeometry`); collapsed to a stack where there is room for
  /// one pane only (Back then returns to the sidebar), as `NavigationSplitView`.
  static func split(_ app: AppFile, _ state: AppState, in env: LayoutEnvironment) -> LayoutNode {
    let metrics = env.textMetrics
    let detailPlace = state.path.last
    let detailScreen = detailPlace.flatMap { app.screen($0.screen) }
    let focus = detailPlace.flatMap { state.focus[$0.key] }
    let items = (detailScreen?.toolbar ?? []).map { $0.barItem(focused: focus == $0.componentID) }
    let geometry = ListDetailGeometry(pushed: detailPlace != nil, env: env, barItems: items)
    var children: [LayoutNode] = []
    func pane(_ screen: AppScreen, _ place: AppPlace, in area: Rect, titleID: String) {
      let (titleFrame, rest) = area.sliced(metrics.lineHeight, from: .top)
      children.append(
        LayoutNode(
          id: titleID,
          role: .label(
            TextLine.fit(
              screen.title, direction: env.layoutDirection, width: metrics.columns(in: area.width))),
          frame: titleFrame, emphasis: .heading))
      children += body(app, screen, place, state, in: rest, env: env)
    }
    if let list = geometry.list, let sidebar = app.screen(app.start) {
      pane(
        sidebar, AppPlace(screen: app.start), in: LayoutMargins.content(of: list, in: env),
        titleID: "sidebar.title")
    }
    if let divider = geometry.divider {
      children.append(LayoutNode(id: "divider", role: .decoration(glyph: "│"), frame: divider))
    }
    if let detail = geometry.detail {
      let area = LayoutMargins.content(of: detail, in: env)
      if let detailPlace, let detailScreen {
        pane(detailScreen, detailPlace, in: area, titleID: "title")
      } else {
        children.append(
          LayoutNode(
            id: "title",
            role: .label(
              TextLine.fit(
                "Nothing selected", direction: env.layoutDirection,
                width: metrics.columns(in: area.width))),
            frame: area.sliced(metrics.lineHeight, from: .top).0, emphasis: .muted))
      }
    }
    children.append(geometry.bar)
    return LayoutNode(id: "screen", role: .container(.plain), frame: env.bounds, children: children)
  }

  /// The screen's components and bottom bar in `area`.
  static func body(
    _ app: AppFile, _ screen: AppScreen, _ place: AppPlace, _ state: AppState, in area: Rect,
    env: LayoutEnvironment
  ) -> [LayoutNode] {
    page(app, screen, place, state, in: area, env: env).nodes
  }

  /// `area` less an active fold's keep-out (the fold and its margins): one side
  /// or two, each wide (or tall) enough for a line of text.
  static func sides(of area: Rect, env: LayoutEnvironment) -> [Rect] {
    guard let fold = env.reservedRegions(.division).first(where: { $0.keepOut.intersects(area) })
    else { return [area] }
    let keepOut = fold.keepOut
    let metrics = env.textMetrics
    let sides: [Rect] =
      fold.isVertical
      ? [
        Rect(minX: area.minX, minY: area.minY, maxX: min(area.maxX, keepOut.minX), maxY: area.maxY),
        Rect(minX: max(area.minX, keepOut.maxX), minY: area.minY, maxX: area.maxX, maxY: area.maxY),
      ]
      : [
        Rect(minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: min(area.maxY, keepOut.minY)),
        Rect(minX: area.minX, minY: max(area.minY, keepOut.maxY), maxX: area.maxX, maxY: area.maxY),
      ]
    let kept = sides.filter {
      $0.width >= metrics.columnWidth * Double(ComponentContext.titleRoom)
        && $0.height >= metrics.lineHeight
    }
    return kept.isEmpty ? [area] : kept
  }

  static func page(
    _ app: AppFile, _ screen: AppScreen, _ place: AppPlace, _ state: AppState, in area: Rect,
    env: LayoutEnvironment
  ) -> AppFlow.Page {
    let metrics = env.textMetrics
    let focus = state.focus[place.key]
    var rest = area
    var strip: LayoutNode?
    if !screen.bottomBar.isEmpty {
      // A touch target tall (and as many rows as it wraps to) with a line of air
      // above it. It wraps within the room beside the fold, not the whole area: a
      // row as wide as the area, centred on the fold, ran past the area's edge
      // under the vertical toolbar, and no displacement could move it off the fold.
      let items = screen.bottomBar.map { $0.barItem(focused: focus == $0.componentID) }
      let touch = TouchTarget.height(in: metrics)
      let (centreX, room) = ControlStrip.centre(in: area, env: env)
      var node = ControlStrip.node(
        items, id: "\(screen.id).bottom-bar", centreX: centreX, y: area.maxY - touch, room: room,
        limit: room, metrics: metrics)
      rest = area.sliced(node.frame.height + metrics.lineHeight, from: .bottom).1
      node = Displacement.displace(node, in: env, within: env.safeBounds)
      strip = node
    }
    var areas = sides(of: rest, env: env)
    func context(_ areas: [Rect]) -> ComponentContext {
      ComponentContext(
        env: env, screen: screen.id, item: place.item, state: state, initial: app.initialValues,
        width: areas.map(\.width).min() ?? rest.width)
    }
    var blocks = screen.content.flatMap { $0.base.blocks(context(areas)) }
    // A side too short for the tallest block is left empty: the content keeps to
    // the other side of the fold.
    let tallest = blocks.map(\.height).max() ?? 0
    if areas.count > 1, let roomy = areas.max(by: { $0.height < $1.height }),
      areas.contains(where: { $0.height < tallest })
    {
      areas = [roomy]
      blocks = screen.content.flatMap { $0.base.blocks(context(areas)) }
    }
    var page = AppFlow.flow(
      blocks, pinned: screen.pinned.flatMap { $0.base.blocks(context(areas)) }, in: areas,
      obstacles: env.reservedRegions().map(\.keepOut),
      first: state.scroll[place.key] ?? 0, focus: focus, id: "\(screen.id).column")
    if let strip { page.nodes.append(strip) }
    return page
  }
}
