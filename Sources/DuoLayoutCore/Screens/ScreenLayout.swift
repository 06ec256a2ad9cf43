/// Where a screen file's parts go: through the catalog's own geometry
/// (`ListDetailGeometry` for list-detail, `ExtendedCanvasPattern.layout` for the
/// canvas, `Toolbar`, `LayoutMargins`, `FoldSplit`, `ControlStrip` and
/// `Displacement` for every kind), so a screen file lands in each pose exactly
/// where the built-in pattern's parts would.
///
/// ```swift
/// let tree = ScreenLayout.tree(ScreenModel(screen: screen), in: env)
/// tree.node(id: "toolbar.share")   // the file's toolbar item
/// ```
enum ScreenLayout {
  /// The canvas's one layer.
  static let canvasLayer = "canvas"

  /// A part of a column, top to bottom.
  enum Part: Equatable {
    case text(String)
    case rows
    case fields
    case buttons
  }

  static func tree(_ model: ScreenModel, in env: LayoutEnvironment) -> LayoutNode {
    // A kind with content of its own shows on its catalog pattern, never here: a
    // stack of its title stands in (a screen made in code, a session read back).
    if let app = model.screen.app {
      return app.isSeated
        ? AppSeats.tree(app, model.state, in: env) : AppLayout.tree(app, model.state.app, in: env)
    }
    switch model.screen.pattern {
    case .listDetail: return listDetail(model, in: env)
    case .extendedCanvas: return canvas(model, in: env)
    default: return stack(model, in: env)
    }
  }

  /// A canvas screen's node IDs: its buttons float over the canvas as `buttons`.
  static let canvasIDs = CanvasIDs(
    root: "screen", surface: "canvas", cells: "canvas.cells", caption: "title", strip: "buttons")

  /// The canvas as a drawing.
  static func drawing(_ screen: ScreenFile) -> CanvasDrawing {
    CanvasDrawing(title: screen.title, layers: [canvasLayer: screen.canvas])
  }

  /// The rows that show at once and how many lines each takes: what a page is.
  static func rowCapacity(_ model: ScreenModel, in env: LayoutEnvironment) -> Int {
    tree(model, in: env).node(id: "list.rows").map {
      max(1, env.textMetrics.lines(in: $0.frame.height) / rowLines(model.screen))
    } ?? 1
  }

  static func rowLines(_ screen: ScreenFile) -> Int { screen.pattern == .listDetail ? 2 : 1 }

  // MARK: The kinds

  private static func stack(_ model: ScreenModel, in env: LayoutEnvironment) -> LayoutNode {
    let screen = model.screen
    let metrics = env.textMetrics
    var children: [LayoutNode] = []
    var area = env.safeBounds
    var bar: LayoutNode?
    if !screen.toolbar.isEmpty {
      (bar, area) = Toolbar.layout(screen.toolbar.map(\.barItem), in: area, env: env)
    }
    let content = LayoutMargins.content(of: area, in: env)
    let (titleFrame, body) = content.sliced(metrics.lineHeight, from: .top)
    children.append(
      LayoutNode(
        id: "title",
        role: .label(
          TextLine.fit(
            screen.title, direction: env.layoutDirection, width: metrics.columns(in: content.width))
        ),
        frame: titleFrame, emphasis: .heading))
    let (rest, centreRow) = centreButtons(screen, in: body, env: env)
    var parts: [Part] = []
    if let text = screen.text { parts.append(.text(text)) }
    if !screen.rows.isEmpty { parts.append(.rows) }
    if !screen.fields.isEmpty { parts.append(.fields) }
    if screen.buttons.contains(where: { $0.placement != .center }) { parts.append(.buttons) }
    let split = FoldSplit(area: rest, fold: env.fold(crossing: rest))
    if let second = split.second, parts.count > 1 {
      // Partly folded: the first part (or, held tall, what reads) on one side and
      // the rest (what is pressed and typed) on the other, none across the fold.
      let fixed = parts.filter { $0 == .fields || $0 == .buttons }
      let firstParts =
        split.isSideBySide || fixed.isEmpty || fixed.count == parts.count
        ? [parts[0]] : parts.filter { !fixed.contains($0) }
      children += column(firstParts, in: split.first, model, env: env, id: "stack")
      children += column(
        parts.filter { !firstParts.contains($0) }, in: second, model, env: env, id: "stack.second")
    } else {
      children += column(parts, in: rest, model, env: env, id: "stack")
    }
    if let centreRow { children.append(centreRow) }
    if let bar { children.append(bar) }
    return LayoutNode(id: "screen", role: .container(.plain), frame: env.bounds, children: children)
  }

  private static func listDetail(_ model: ScreenModel, in env: LayoutEnvironment) -> LayoutNode {
    let screen = model.screen
    let metrics = env.textMetrics
    let geometry = ListDetailGeometry(
      pushed: model.state.isDetailPushed, env: env, barItems: screen.toolbar.map(\.barItem))
    var children: [LayoutNode] = []
    if let list = geometry.list {
      let columns = metrics.columns(in: list.width)
      let (headerFrame, rowsFrame) = list.sliced(metrics.lineHeight, from: .top)
      children.append(
        LayoutNode(
          id: "list",
          role: .container(.plain), frame: list,
          children: [
            LayoutNode(
              id: "list.header",
              role: .label(
                TextLine.fit(
                  screen.title, trailing: "\(screen.rows.count)",
                  direction: env.layoutDirection, width: columns)),
              frame: headerFrame, emphasis: .heading),
            rows(model, in: rowsFrame, capacity: geometry.rowCapacity, env: env),
          ]))
    }
    if let divider = geometry.divider {
      children.append(LayoutNode(id: "divider", role: .decoration(glyph: "│"), frame: divider))
    }
    if let detail = geometry.detail {
      let row = selectedRow(model)
      let columns = metrics.columns(in: detail.width)
      let (titleFrame, afterTitle) = detail.sliced(metrics.lineHeight, from: .top)
      let (metaFrame, body) = afterTitle.sliced(metrics.lineHeight * 2, from: .top)
      var parts: [LayoutNode] = [
        LayoutNode(
          id: "detail.title",
          role: .label(
            TextLine.fit(row?.title ?? screen.title, direction: env.layoutDirection, width: columns)
          ),
          frame: titleFrame, emphasis: .heading),
        LayoutNode(
          id: "detail.meta",
          role: .label(
            TextLine.fit(row?.detail ?? "", direction: env.layoutDirection, width: columns)),
          frame: metaFrame, emphasis: .muted),
      ]
      let (rest, centreRow) = centreButtons(screen, in: body, env: env)
      let text = row?.text ?? screen.text ?? ""
      var columnParts: [Part] = [.text(text)]
      if !screen.fields.isEmpty { columnParts.append(.fields) }
      if screen.buttons.contains(where: { $0.placement != .center }) {
        columnParts.append(.buttons)
      }
      parts += column(columnParts, in: rest, model, env: env, id: "detail.stack")
      if let centreRow { parts.append(centreRow) }
      children.append(
        LayoutNode(id: "detail", role: .container(.plain), frame: detail, children: parts))
    }
    children.append(geometry.bar)
    return LayoutNode(id: "screen", role: .container(.plain), frame: env.bounds, children: children)
  }

  private static func canvas(_ model: ScreenModel, in env: LayoutEnvironment) -> LayoutNode {
    let screen = model.screen
    let drawing = drawing(screen)
    return ExtendedCanvasPattern.layout(
      drawing, layer: canvasLayer,
      viewport: model.state.canvas ?? CanvasViewport(centre: drawing.centre),
      caption: screen.title, tools: screen.buttons.map(\.barItem),
      bar: screen.toolbar.map(\.barItem), ids: canvasIDs, in: env)
  }

  // MARK: Parts

  /// The selected row, or the first when none is.
  static func selectedRow(_ model: ScreenModel) -> ScreenRow? {
    let rows = model.screen.rows
    let index = model.state.list.selection.flatMap(model.rows.position(of:))
    return index.map { rows[$0] } ?? rows.first
  }

  /// The buttons placed at the centre: a strip on the last line of `area`, centred
  /// on the fold (or the middle) and moved off an active one by displacement
  /// (unless the file turns it off).
  /// Returns the area left above it.
  private static func centreButtons(_ screen: ScreenFile, in area: Rect, env: LayoutEnvironment)
    -> (rest: Rect, strip: LayoutNode?)
  {
    let centred = screen.buttons.filter { $0.placement == .center }
    guard !centred.isEmpty else { return (area, nil) }
    let metrics = env.textMetrics
    // A touch target tall (44 pt, whole lines) with a line of air above it.
    let touch = TouchTarget.height(in: metrics)
    let (line, rest) = area.sliced(touch + metrics.lineHeight, from: .bottom)
    let (centreX, room) = ControlStrip.centre(in: line, env: env)
    var strip = ControlStrip.node(
      centred.map(\.barItem), id: "buttons", centreX: centreX, y: line.maxY - touch,
      room: room, metrics: metrics)
    strip.id = "buttons.centre"
    // Displacement is something a screen adds; a file may leave it out (the audit finds it).
    guard !centred.contains(where: { $0.displacement == false }) else { return (rest, strip) }
    return (rest, Displacement.displace(strip, in: env, within: env.safeBounds))
  }

  /// The rows that fit in `area` from the anchor, the selected one marked.
  static func rows(
    _ model: ScreenModel, in area: Rect, capacity: Int, env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    let columns = metrics.columns(in: area.width)
    let rows = model.screen.rows
    let lines = rowLines(model.screen)
    let first = max(0, model.state.list.firstVisible(in: model.rows, capacity: max(1, capacity)))
    var nodes: [LayoutNode] = []
    for index in first..<min(rows.count, first + max(0, capacity)) {
      let row = rows[index]
      var text = TextLine.fit(
        row.title, trailing: row.detail ?? "", direction: env.layoutDirection, width: columns)
      if lines == 2 {
        let summary = row.text?.split(separator: "\n").first.map(String.init) ?? ""
        text += "\n" + TextLine.fit("  " + summary, direction: env.layoutDirection, width: columns)
      }
      nodes.append(
        LayoutNode(
          id: "list.row.\(row.id)", role: .label(text),
          frame: Rect(
            x: area.minX,
            y: area.minY + Double(index - first) * metrics.lineHeight * Double(lines),
            width: area.width, height: metrics.lineHeight * Double(lines)),
          emphasis: row.id == model.state.list.selection ? .selected : .normal))
    }
    return LayoutNode(id: "list.rows", role: .scroll, frame: area, children: nodes)
  }
}
