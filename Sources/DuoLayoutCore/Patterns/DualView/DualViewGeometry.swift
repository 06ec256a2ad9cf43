/// Where the places screen's views go. At compact width (the closed phone) one
/// view, the list or the map, and a key switches (the pattern catalog). At regular
/// width a split arrangement, both axes, the map primary: side by side held wide,
/// stacked held tall, one per side of an active fold (held tall, the map up and
/// the list down: content to look at up, controls down). Layout and keys share
/// it, so a page of places is what the person sees.
struct DualViewGeometry {
  var bar: LayoutNode
  var map: Rect?
  var list: Rect?
  /// Rows of the list that fit (computed even while the list is not shown).
  var capacity: Int

  /// The map's share of a flat split. Basis: design (the map wants the room).
  static let mapShare = 0.6

  static let barItems = [
    BarItem("switch", symbol: "⇄", title: "List/Map", key: DualViewPattern.key(for: .switchView)),
    BarItem("star", symbol: "★", title: "Star", key: DualViewPattern.key(for: .star)),
    BarItem("visited", symbol: "✓", title: "Visited", key: DualViewPattern.key(for: .visited)),
  ]

  init(_ model: DualViewModel, env: LayoutEnvironment, barItems: [BarItem] = barItems) {
    let metrics = env.textMetrics
    let screen = ScreenArea(barItems, env: env)
    bar = screen.bar
    let content = screen.content
    if screen.isCompact {
      map = model.showsMap ? content : nil
      list = model.showsMap ? nil : content
    } else {
      let arranged = ArrangementLayout(
        Arrangement(style: .split, axes: .both), area: content, env: env,
        primaryShare: DualViewGeometry.mapShare, spacing: metrics.columnWidth * 2)
      map = arranged.primary
      list = arranged.showsSecondary ? arranged.secondary : nil
    }
    capacity = max(1, metrics.lines(in: (list ?? content).height) - 2)
  }

  /// True where both views show.
  var showsBoth: Bool { map != nil && list != nil }
}
