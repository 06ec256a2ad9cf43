/// Dual view (the pattern catalog, `duoterm patterns`): the same places two ways, a list and a map, in sync. On
/// the closed phone one view and a switch (`v`); open, both, a selection in one
/// shows in the other; partly folded, one per side. One selection in the model
/// drives both views, so switching, folding or unfolding never loses it.
///
/// ```swift
/// var model = DualViewModel()
/// DualViewPattern.handle(.down, &model, in: env)                // the first place
/// DualViewPattern.layout(model, in: env).node(id: "map.place.map-shop")  // marked on the map
/// ```
public enum DualViewPattern: Pattern {
  public typealias Model = DualViewModel
  public typealias Action = DualViewAction

  public static let keys: [PatternKey<DualViewAction>] = [
    PatternKey([.up, .left], .move(.up), "previous place"),
    PatternKey([.down, .right], .move(.down), "next place"),
    PatternKey([.pageUp], .move(.pageUp), "a page of places up"),
    PatternKey([.pageDown], .move(.pageDown), "a page of places down"),
    PatternKey([.home], .move(.first), "first place"),
    PatternKey([.end], .move(.last), "last place"),
    PatternKey([.character("v")], .switchView, "switch between the list and the map (closed)"),
    PatternKey([.character("s")], .star, "star / unstar the place"),
    PatternKey([.character("x")], .visited, "mark the place visited / not"),
  ]

  public static func perform(
    _ action: DualViewAction, on model: inout DualViewModel, in env: LayoutEnvironment
  ) {
    let ids = model.guide.placeIDs
    let geometry = DualViewGeometry(model, env: env)
    let capacity = geometry.capacity
    switch action {
    case .move(let move): model.places.apply(move, in: ids, capacity: capacity)
    case .select(let id): model.places.select(id: id, in: ids, capacity: capacity)
    case .switchView:
      // Where both views show there is nothing to switch: the switch is the
      // closed phone's.
      if !geometry.showsBoth { model.showsMap.toggle() }
    case .star, .visited:
      if model.places.selection == nil { model.places.apply(.down, in: ids, capacity: capacity) }
      guard let id = model.places.selection else { return }
      if action == .star { model.starred.toggle(id) } else { model.visited.toggle(id) }
    }
  }

  public static func feedback(
    _ action: DualViewAction, from before: DualViewModel, to after: DualViewModel,
    in env: LayoutEnvironment
  ) -> String? {
    let name = after.places.selection.flatMap { id in after.guide.places.first { $0.id == id }?.name
    }
    switch action {
    case .switchView where before.showsMap == after.showsMap:
      return "the list and the map both show here; v switches between them on the closed phone"
    case .star:
      guard let id = after.places.selection, let name else { return nil }
      return after.starred.contains(id) ? "starred \(name)" : "unstarred \(name)"
    case .visited:
      guard let id = after.places.selection, let name else { return nil }
      return after.visited.contains(id) ? "visited \(name)" : "\(name): not visited yet"
    default: return nil
    }
  }

  /// A place selects itself, on the list or on the map (the toolbar carries its keys).
  public static func tap(_ id: String, _ model: DualViewModel) -> DualViewAction? {
    for prefix in ["list.place.", "map.place."] where id.hasPrefix(prefix) {
      return .select(String(id.dropFirst(prefix.count)))
    }
    return nil
  }

  public static func layout(_ model: DualViewModel, in env: LayoutEnvironment) -> LayoutNode {
    let selected = model.places.selection
    let items = DualViewGeometry.barItems.map { item in
      var item = item
      if item.name == "switch" && model.showsMap { item.emphasis = .selected }
      if item.name == "star", let selected, model.starred.contains(selected) {
        item.emphasis = .selected
      }
      if item.name == "visited", let selected, model.visited.contains(selected) {
        item.emphasis = .selected
      }
      return item
    }
    let geometry = DualViewGeometry(model, env: env, barItems: items)
    var children: [LayoutNode] = []
    if let map = geometry.map {
      // Where the list shows too, every place is on its rows; else the switch shows it.
      children.append(
        mapNode(
          model, in: map, crowdedReachedBy: geometry.list == nil ? "toolbar.switch" : "list.rows",
          env: env))
    }
    if let list = geometry.list {
      children.append(listNode(model, in: list, capacity: geometry.capacity, env: env))
    }
    children.append(geometry.bar)
    return LayoutNode(
      id: "dual-view", role: .container(.plain), frame: env.bounds, children: children)
  }

  private static func marks(_ id: String, model: DualViewModel) -> String {
    (model.starred.contains(id) ? "★" : " ") + (model.visited.contains(id) ? "✓" : " ")
  }

  /// The marks after a name in running text: ` ★✓`, or nothing.
  private static func badges(_ id: String, model: DualViewModel) -> String {
    let marks = marks(id, model: model).filter { $0 != " " }
    return marks.isEmpty ? "" : " " + marks
  }

  private static func listNode(
    _ model: DualViewModel, in area: Rect, capacity: Int, env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    let columns = metrics.columns(in: area.width)
    let guide = model.guide
    let ids = guide.placeIDs
    let (headerFrame, rest) = area.sliced(metrics.lineHeight, from: .top)
    let (_, rowsFrame) = rest.sliced(metrics.lineHeight, from: .top)
    let header = LayoutNode(
      id: "list.header",
      role: .label(
        TextLine.fit(
          guide.title, trailing: "\(model.starred.count) ★", direction: env.layoutDirection,
          width: columns)),
      frame: headerFrame, emphasis: .heading)
    let rows = ListRows.node(
      id: "list.rows", rowID: "list.place", ids: ids, state: model.places, capacity: capacity,
      in: rowsFrame, metrics: metrics
    ) { index in
      let place = guide.places[index]
      return [
        TextLine.fit(
          "\(marks(place.id, model: model)) \(index + 1) \(place.name)", trailing: place.kind,
          direction: env.layoutDirection, width: columns)
      ]
    }
    return LayoutNode(
      id: "list", role: .container(.plain), frame: area, children: [header, rows])
  }

  /// `wanted`, or where a coarse scale puts two places in the same cells, the
  /// nearest cells in `field` that no marker in `marked` takes (the same line
  /// first, then a line up or down): the marker moves a cell or two rather than
  /// hide another. Nil when the field has no free cells left for it.
  static func nearestFree(
    _ wanted: Rect, avoiding marked: [Rect], in field: Rect, metrics: TextMetrics
  ) -> Rect? {
    func free(_ rect: Rect) -> Bool { !marked.contains { FoldAudit.sharesArea($0, rect) } }
    let columns = metrics.columns(in: field.width - wanted.width)
    let lines = metrics.lines(in: field.height) - 1
    guard columns >= 0, lines >= 0 else { return nil }
    if free(wanted) { return wanted }
    let column = Int(((wanted.minX - field.minX) / metrics.columnWidth).rounded())
    let line = Int(((wanted.minY - field.minY) / metrics.lineHeight).rounded())
    for distance in 1...max(1, columns + lines) {
      for dy in 0...min(distance, lines) {
        for sign in [1, -1] where dy > 0 || sign == 1 {
          let y = line + sign * dy
          let dx = distance - dy
          for x in dx == 0 ? [column] : [column + dx, column - dx]
          where (0...columns).contains(x) && (0...lines).contains(y) {
            let candidate = Rect(
              x: field.minX + Double(x) * metrics.columnWidth,
              y: field.minY + Double(y) * metrics.lineHeight, width: wanted.width,
              height: wanted.height)
            if free(candidate) { return candidate }
          }
        }
      }
    }
    return nil
  }

  /// The map: every place as its number where it is, the river across, and the
  /// selected place's name and note along the bottom.
  private static func mapNode(
    _ model: DualViewModel, in area: Rect, crowdedReachedBy: String, env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    let guide = model.guide
    // A map too short for a line inside its box (a ⅔ window held in tabletop, at
    // the largest text) drops the box and uses every line it has.
    let boxed = metrics.lines(in: area.height) >= 3
    let inner =
      boxed
      ? area.inset(
        by: EdgeInsets(
          top: metrics.lineHeight, left: metrics.columnWidth, bottom: metrics.lineHeight,
          right: metrics.columnWidth)) : area
    let columns = metrics.columns(in: inner.width)
    let captionLines = min(3, max(1, metrics.lines(in: inner.height) / 4))
    let (captionFrame, field) = inner.sliced(
      metrics.lineHeight * Double(captionLines), from: .bottom)
    let rows = max(1, metrics.lines(in: field.height))
    func row(_ fraction: Double) -> Double {
      field.minY + Double(Int(fraction * Double(rows - 1) + 0.5)) * metrics.lineHeight
    }
    var children = [
      LayoutNode(
        id: "map.river", role: .decoration(glyph: "≈"),
        frame: Rect(
          x: field.minX, y: row(guide.river), width: field.width, height: metrics.lineHeight))
    ]
    // The selected place is marked first, so it keeps its cells; a marker with
    // no free cells left (a small map at the largest text) is laid out but not
    // drawn, the place one step away on the list.
    let order = guide.places.indices.sorted {
      (guide.places[$0].id == model.places.selection ? 0 : 1, $0)
        < (guide.places[$1].id == model.places.selection ? 0 : 1, $1)
    }
    var crowded: Set<Int> = []
    var marked: [Rect] = []
    var frames: [Int: Rect] = [:]
    for index in order {
      let place = guide.places[index]
      let width = Double(TerminalWidth.of("●\(index + 1)")) * metrics.columnWidth
      let room = max(0, metrics.columns(in: field.width - width))
      let x = field.minX + Double(Int(place.x / 100 * Double(room) + 0.5)) * metrics.columnWidth
      let frame = nearestFree(
        Rect(x: x, y: row(place.y / 100), width: width, height: metrics.lineHeight),
        avoiding: marked, in: field, metrics: metrics)
      if let frame { marked.append(frame) }
      frames[index] = frame ?? Rect(x: x, y: field.minY, width: width, height: metrics.lineHeight)
      if frame == nil { crowded.insert(index) }
    }
    var away: [LayoutNode] = []
    for (index, place) in guide.places.enumerated() {
      let marker = LayoutNode(
        id: "map.place.\(place.id)", role: .label("●\(index + 1)"), frame: frames[index] ?? field,
        emphasis: place.id == model.places.selection ? .selected : .normal)
      if crowded.contains(index) { away.append(marker) } else { children.append(marker) }
    }
    let caption: String
    if let index = model.places.selectedIndex(in: guide.placeIDs) {
      let place = guide.places[index]
      caption = TextWrap.clamped(
        "\(index + 1) \(place.name)\(badges(place.id, model: model)): \(place.note)",
        width: columns,
        lines: captionLines
      ).joined(separator: "\n")
    } else {
      caption = TextLine.fit(
        "↓ picks a place on the list and the map", direction: env.layoutDirection, width: columns)
    }
    children.append(
      LayoutNode(id: "map.caption", role: .label(caption), frame: captionFrame, emphasis: .muted))
    if !away.isEmpty {
      children.append(
        LayoutNode(
          id: "map.crowded", role: .container(.hidden(reachedBy: crowdedReachedBy)), frame: field,
          children: away))
    }
    return LayoutNode(
      id: "map", role: .container(boxed ? .boxed(title: "Map") : .plain), frame: area,
      children: children)
  }

  public static func describe(_ model: DualViewModel) -> [(name: String, value: String)] {
    let ids = model.guide.placeIDs
    return [
      ("place", model.places.selection ?? "none"),
      ("top place", model.places.anchor ?? ids.first ?? "none"),
      ("closed view", model.showsMap ? "map" : "list"),
      ("starred", ids.filter(model.starred.contains).joined(separator: ",")),
      ("visited", ids.filter(model.visited.contains).joined(separator: ",")),
    ]
  }
}
