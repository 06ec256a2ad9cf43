/// Feed reflow (the pattern catalog, `duoterm patterns`): cards (the sample's 240, or a screen file's) in a grid
/// that changes its columns with the space. The top card's ID is the scroll
/// position, so the same card stays on top through every change of column count
/// (measured on the iPhone Duo simulator: item 150 through 4 → 1 → 4).
///
/// ```swift
/// var model = FeedModel()
/// model.anchor = 150
/// FeedPattern.layout(model, in: env).node(id: "feed.card.150")  // in the top row
/// ```
public enum FeedPattern: Pattern {
  public typealias Model = FeedModel
  public typealias Action = FeedAction

  public static let keys: [PatternKey<FeedAction>] = [
    PatternKey([.left], .left, "previous card"),
    PatternKey([.right], .right, "next card"),
    PatternKey([.up], .up, "the card above"),
    PatternKey([.down], .down, "the card below"),
    PatternKey([.pageUp], .pageUp, "scroll a screen up"),
    PatternKey([.pageDown], .pageDown, "scroll a screen down"),
    PatternKey([.home], .first, "the first card"),
    PatternKey([.end], .last, "the last card"),
    PatternKey([.character("z")], .selectionToTop, "scroll the selected card to the top"),
    PatternKey([.character("l")], .like, "like / unlike"),
    PatternKey([.character("s")], .save, "save / unsave"),
    PatternKey([.character("t")], .top, "back to the top"),
  ]

  public static func perform(
    _ action: FeedAction, on model: inout FeedModel, in env: LayoutEnvironment
  ) {
    let geometry = FeedGeometry(env: env)
    let stride = geometry.columns.count
    let capacity = max(1, geometry.capacity)
    let count = model.feed.cards.count
    func select(_ id: Int) {
      model.selection = min(max(1, id), count)
      let anchor = ScrollAnchor.firstVisible(
        anchor: model.anchor - 1, selection: model.selection - 1, capacity: capacity,
        stride: stride)
      model.anchor = min(max(1, anchor + 1), count)
    }
    switch action {
    case .left: select(model.selection - 1)
    case .right: select(model.selection + 1)
    case .up: select(model.selection - stride)
    case .down: select(model.selection + stride)
    case .pageUp:
      model.anchor = max(1, model.anchor - capacity)
      select(min(model.selection, model.anchor + capacity - 1))
    case .pageDown:
      model.anchor = min(count, model.anchor + capacity)
      select(max(model.selection, model.anchor))
    case .first:
      model.anchor = 1
      select(1)
    case .last: select(count)
    case .selectionToTop: model.anchor = model.selection
    case .like:
      model.liked.toggle(model.selection)
    case .save:
      model.saved.toggle(model.selection)
    case .top:
      model.anchor = 1
      model.selection = 1
    case .select(let id): select(id)
    }
  }

  /// A card selects itself (the pager and the toolbar carry their keys).
  public static func tap(_ id: String, _ model: FeedModel) -> FeedAction? {
    guard id.hasPrefix("feed.card."), let card = Int(id.dropFirst("feed.card.".count))
    else { return nil }
    return .select(card)
  }

  public static func layout(_ model: FeedModel, in env: LayoutEnvironment) -> LayoutNode {
    let items = FeedGeometry.barItems.map { item in
      var item = item
      if item.name == "like" && model.liked.contains(model.selection) { item.emphasis = .selected }
      if item.name == "save" && model.saved.contains(model.selection) { item.emphasis = .selected }
      return item
    }
    let geometry = FeedGeometry(env: env, barItems: items)
    let metrics = env.textMetrics
    let cards = model.feed.cards
    let stride = geometry.columns.count
    let first = ScrollAnchor.firstVisible(
      anchor: model.anchor - 1, selection: model.selection - 1, capacity: geometry.capacity,
      stride: stride)
    var cardNodes: [LayoutNode] = []
    for slot in 0..<geometry.capacity {
      let index = first + slot
      guard index >= 0, index < cards.count else { continue }
      let column = geometry.columns[slot % stride]
      let frame = Rect(
        x: column.x, y: geometry.rows[slot / stride], width: column.width,
        height: geometry.cardHeight)
      cardNodes.append(
        cardNode(cards[index], id: index + 1, model: model, frame: frame, metrics: metrics))
    }
    let grid = LayoutNode(
      id: "feed.grid", role: .grid(columns: stride), frame: geometry.content, children: cardNodes)
    let shown = (
      first: max(0, first) + 1, last: min(cards.count, max(0, first) + geometry.capacity)
    )
    return LayoutNode(
      id: "feed", role: .container(.plain), frame: env.bounds,
      children: [grid] + footer(shown, of: cards.count, geometry: geometry, env: env)
        + [geometry.bar])
  }

  /// Under the cards, a pager: a screen up, which cards show, a screen down —
  /// centred on a fold that crosses the feed (over it while it lies flat, displaced
  /// off it when it folds), in the middle otherwise.
  private static func footer(
    _ shown: (first: Int, last: Int), of total: Int, geometry: FeedGeometry,
    env: LayoutEnvironment
  ) -> [LayoutNode] {
    let area = geometry.footer
    var strip = area
    var room = area.width
    if let fold = env.fold(crossing: area, includeInactive: true), fold.isVertical {
      let half = min(fold.frame.midX - area.minX, area.maxX - fold.frame.midX)
      strip = Rect(
        minX: fold.frame.midX - half, minY: area.minY, maxX: fold.frame.midX + half,
        maxY: area.maxY)
      room = FoldSplit(area: area, fold: fold).sides.map(\.width).min() ?? area.width
    }
    let range =
      shown.first == shown.last ? "card \(shown.first)" : "cards \(shown.first)–\(shown.last)"
    let short = shown.first == shown.last ? "\(shown.first)" : "\(shown.first)–\(shown.last)"
    let pager = Pager(
      id: "feed.pager",
      previous: BarItem("previous", symbol: "▲", title: "Up", key: key(for: .pageUp)),
      next: BarItem("next", symbol: "▼", title: "Down", key: key(for: .pageDown))
    ).node(
      forms: ["\(range) of \(total)", "\(short) of \(total)", short, "\(shown.first)"],
      widest: [
        "cards \(total)–\(total) of \(total)", "\(total)–\(total) of \(total)",
        "\(total)–\(total)", "\(total)",
      ], strip: strip, room: room, metrics: env.textMetrics, atStart: shown.first <= 1,
      atEnd: shown.last >= total)
    return [Displacement.displace(pager, in: env, within: env.safeBounds)]
  }

  private static func cardNode(
    _ card: FeedCard, id: Int, model: FeedModel, frame: Rect, metrics: TextMetrics
  ) -> LayoutNode {
    var marks = ""
    if model.liked.contains(id) { marks += "♥ " }
    if model.saved.contains(id) { marks += "★ " }
    let inner = frame.inset(
      by: EdgeInsets(
        top: metrics.lineHeight, left: metrics.columnWidth, bottom: metrics.lineHeight,
        right: metrics.columnWidth))
    return LayoutNode(
      id: "feed.card.\(id)", role: .container(.boxed(title: "\(id) · \(card.title)")),
      frame: frame,
      emphasis: id == model.selection ? .selected : .normal,
      children: [
        LayoutNode.clamped(
          id: "feed.card.\(id).text", marks + card.text, frame: inner, metrics: metrics)
      ])
  }

  public static func describe(_ model: FeedModel) -> [(name: String, value: String)] {
    [
      ("selection", "\(model.selection)"),
      ("anchor", "\(model.anchor)"),
      ("liked", model.liked.sorted().map(String.init).joined(separator: ",")),
      ("saved", model.saved.sorted().map(String.init).joined(separator: ",")),
    ]
  }
}
