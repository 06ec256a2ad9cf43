/// A column of a screen file's parts, one under the other, never two in one frame.
///
/// When everything fits, text and rows share the top (the text at least as tall
/// as its wrapped lines) and fields and buttons sit at the bottom at their own
/// height, as before. When it does not fit, the column scrolls instead of piling
/// parts up: each part keeps its own height, the window onto them follows the
/// focused field (the last field brings the buttons under it into view), and what
/// is scrolled out of sight is held in a hidden view reached by the column, which
/// is how the audit knows it is one scroll away, not lost. PageUp/PageDown scroll
/// it a page at a time (`ScreenState.columnScroll`).
///
/// ```swift
/// let nodes = ScreenLayout.column([.text(summary), .fields, .buttons], in: area, model,
///   env: env, id: "stack")
/// nodes.first?.role  // .scroll when the column does not fit
/// ```
extension ScreenLayout {
  /// One part's nodes, laid out from `y` down, and the height they take.
  private typealias Placed = (nodes: [LayoutNode], height: Double)

  static func column(
    _ parts: [Part], in area: Rect, _ model: ScreenModel, env: LayoutEnvironment, id: String
  ) -> [LayoutNode] {
    let metrics = env.textMetrics
    let columns = metrics.columns(in: area.width)
    let screen = model.screen
    let flexible = parts.filter { if case .text = $0 { true } else { $0 == .rows } }
    func natural(_ part: Part) -> Double {
      switch part {
      case .text(let text):
        Double(max(1, TextWrap.lines(text, width: columns).count)) * metrics.lineHeight
      case .rows:
        // The rows scroll on their own: one row is the least they need.
        metrics.lineHeight * Double(rowLines(screen))
      case .fields: screen.fields.reduce(0) { $0 + fieldSlot($1, metrics) }
      case .buttons:
        // As many rows as the column's width takes, and a line of air above.
        strip(model, centreX: area.midX, bottom: 0, width: area.width, metrics: metrics).frame
          .height
          + metrics.lineHeight
      }
    }
    let needed = parts.reduce(0) { $0 + natural($1) }
    guard needed > area.height + 1e-9 else {
      return fitted(parts, flexible: flexible, in: area, model, env: env, natural: natural)
    }
    // Too tall: every part at its own height, top to bottom, in a scrolling column.
    var y = 0.0
    var placed: [LayoutNode] = []
    var focusSpan: ClosedRange<Double>?
    for part in flexible + parts.filter({ !flexible.contains($0) }) {
      let height = natural(part)
      let frame = Rect(x: area.minX, y: y, width: area.width, height: height)
      let nodes = nodes(part, in: frame, model, env: env)
      if part == .fields, let focus = model.state.focus,
        let field = nodes.first(where: { $0.id == "fields.\(focus)" })
      {
        // The last field shows what follows it too (the buttons).
        let last = screen.fields.last?.id == focus
        focusSpan = (field.frame.minY - metrics.lineHeight)...(last ? needed : field.frame.maxY)
      }
      placed += nodes
      y += height
    }
    // Where PageUp/PageDown left it, unless the focused field is out of sight.
    var offset = Double(model.state.columnScroll[id] ?? 0) * metrics.lineHeight
    if let focusSpan,
      focusSpan.lowerBound < offset || focusSpan.upperBound > offset + area.height
    {
      offset = 0
      if focusSpan.upperBound > area.height {
        offset = min(focusSpan.lowerBound, focusSpan.upperBound - area.height)
        offset = (offset / metrics.lineHeight).rounded(.up) * metrics.lineHeight
      }
    }
    offset = max(0, min(offset, needed - area.height))
    var shown: [LayoutNode] = []
    var away: [LayoutNode] = []
    let moved = placed.map { $0.moved(dx: 0, dy: area.minY - offset) }
    for moved in displaced(moved, model, env: env) {
      // Something pressed or typed shows only whole; text may show in part (the
      // column clips it, and scrolling reaches the rest).
      let whole = area.contains(moved.frame)
      let inPart = moved.frame.intersection(area).map { !$0.isEmpty } ?? false
      if holdsInteractive(moved) ? whole : inPart {
        shown.append(moved)
      } else {
        away.append(moved)
      }
    }
    var column = LayoutNode(id: id, role: .scroll, frame: area, children: shown)
    if !away.isEmpty {
      column.children.append(
        LayoutNode(
          id: "\(id).away", role: .container(.hidden(reachedBy: id)), frame: area,
          children: away))
    }
    return [column]
  }

  /// True when `node` or a node under it is pressed or typed into.
  private static func holdsInteractive(_ node: LayoutNode) -> Bool {
    node.role.isInteractive || node.children.contains(where: holdsInteractive)
  }

  /// A field's height: a line of air (or its label) above a touch target's worth of field,
  /// with the air kept above a labelled one too.
  static func fieldSlot(_ field: ScreenField, _ metrics: TextMetrics) -> Double {
    metrics.lineHeight * (field.label == nil ? 1 : 2) + TouchTarget.height(in: metrics)
  }

  /// The column as it fits: fields and buttons at the bottom at their own height,
  /// text and rows sharing what is left (the text never below its own lines).
  private static func fitted(
    _ parts: [Part], flexible: [Part], in area: Rect, _ model: ScreenModel,
    env: LayoutEnvironment, natural: (Part) -> Double
  ) -> [LayoutNode] {
    var rest = area
    var bottom: [LayoutNode] = []
    for part in [Part.buttons, .fields] where parts.contains(part) {
      let (slot, above) = rest.sliced(natural(part), from: .bottom)
      rest = above
      bottom = nodes(part, in: slot, model, env: env) + bottom
    }
    var top: [LayoutNode] = []
    for (index, part) in flexible.enumerated() {
      let isLast = index == flexible.count - 1
      var share = isLast ? rest.height : (rest.height / 2).rounded(.down)
      if !isLast {
        let after = flexible[(index + 1)...].reduce(0) { $0 + natural($1) }
        share = min(max(share, natural(part)), rest.height - after)
      }
      let (frame, after) = rest.sliced(share, from: .top)
      rest = after
      top += nodes(part, in: frame, model, env: env)
    }
    return displaced(top + bottom, model, env: env)
  }

  /// `nodes` with each field on an active fold moved off it with its label, like a
  /// button (`Displacement`), unless its file turns that off or the place it would
  /// move to is taken: then it stays, and the audit finds it in the fold.
  static func displaced(_ nodes: [LayoutNode], _ model: ScreenModel, env: LayoutEnvironment)
    -> [LayoutNode]
  {
    var nodes = nodes
    for field in model.screen.fields where field.displacement != false {
      guard let index = nodes.firstIndex(where: { $0.id == "fields.\(field.id)" }) else { continue }
      let frame = nodes[index].frame
      let target = Displacement.place(frame, in: env, within: env.safeBounds)
      let label = "fields.\(field.id).label"
      let (dx, dy) = (target.minX - frame.minX, target.minY - frame.minY)
      // The field and its label where they would go: neither may land on another node.
      let moving = nodes.filter { $0.id == nodes[index].id || $0.id == label }
        .map { $0.frame.offsetBy(dx: dx, dy: dy) }
      let others = nodes.filter { $0.id != nodes[index].id && $0.id != label }
      let taken = others.contains { other in
        moving.contains { FoldAudit.sharesArea(other.frame, $0) }
      }
      guard target != frame, !taken else { continue }
      for i in nodes.indices where nodes[i].id == nodes[index].id || nodes[i].id == label {
        nodes[i] = nodes[i].moved(dx: dx, dy: dy)
      }
    }
    return nodes
  }

  /// The nodes of one part in `frame`.
  private static func nodes(
    _ part: Part, in frame: Rect, _ model: ScreenModel, env: LayoutEnvironment
  ) -> [LayoutNode] {
    let metrics = env.textMetrics
    switch part {
    case .text(let text):
      return [LayoutNode(id: "text", role: .text(text), frame: frame)]
    case .rows:
      return [rows(model, in: frame, capacity: metrics.lines(in: frame.height), env: env)]
    case .buttons:
      return [
        strip(model, centreX: frame.midX, bottom: frame.maxY, width: frame.width, metrics: metrics)
      ]
    case .fields:
      return fields(in: frame, model, env: env)
    }
  }

  /// The buttons not placed at the centre, in rows no wider than `width` (the last
  /// row's bottom at `bottom`).
  private static func strip(
    _ model: ScreenModel, centreX: Double, bottom: Double, width: Double, metrics: TextMetrics
  ) -> LayoutNode {
    let items = model.screen.buttons.filter { $0.placement != .center }.map(\.barItem)
    return ControlStrip.node(
      items, id: "buttons", centreX: centreX, y: bottom - TouchTarget.height(in: metrics),
      room: width, limit: width, metrics: metrics)
  }

  /// The fields top to bottom in `frame`, each a touch target tall under its label
  /// (or a line of air).
  private static func fields(in frame: Rect, _ model: ScreenModel, env: LayoutEnvironment)
    -> [LayoutNode]
  {
    let metrics = env.textMetrics
    let columns = metrics.columns(in: frame.width)
    let touch = TouchTarget.height(in: metrics)
    var rest = frame
    var nodes: [LayoutNode] = []
    for field in model.screen.fields {
      let (slot, below) = rest.sliced(fieldSlot(field, metrics), from: .top)
      rest = below
      let fieldFrame = Rect(x: slot.minX, y: slot.maxY - touch, width: slot.width, height: touch)
      let draft = model.state.drafts[field.id] ?? Draft()
      let focused = model.state.focus == field.id
      if let label = field.label {
        nodes.append(
          LayoutNode(
            id: "fields.\(field.id).label",
            role: .label(TextLine.fit(label, direction: env.layoutDirection, width: columns)),
            frame: Rect(
              x: fieldFrame.minX, y: fieldFrame.minY - metrics.lineHeight,
              width: fieldFrame.width, height: metrics.lineHeight),
            emphasis: .muted))
      }
      nodes.append(
        LayoutNode(
          id: "fields.\(field.id)",
          role: .field(
            text: draft.text, cursor: focused ? draft.cursor : nil,
            placeholder: field.placeholder ?? "Tab: type here"),
          frame: fieldFrame, emphasis: focused ? .focused : .normal))
    }
    return nodes
  }
}
