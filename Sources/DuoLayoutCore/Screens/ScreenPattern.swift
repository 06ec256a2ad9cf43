/// A screen file on the lit display: the file's screen laid out by the catalog's
/// geometry (`ScreenLayout`), its state in `ScreenModel`. It is a pattern like
/// the built-ins, so every key, pose, device, the audit, `tree`, `play` and the
/// session work on it unchanged; the front puts the file's screen into the model
/// (`AppModels.screen`) and hands it each reload.
///
/// ```swift
/// var models = AppModels()
/// models.screen = ScreenModel(screen: try ScreenFile.read(text, file: "chat.json"))
/// ScreenPattern.layout(models.screen, in: env).node(id: "fields.message")
/// ```
public enum ScreenPattern: Pattern {
  public typealias Model = ScreenModel
  public typealias Action = ScreenAction

  public static let keys: [PatternKey<ScreenAction>] = [
    PatternKey([.up], .move(.up), "previous row (a canvas pans north)"),
    PatternKey([.down], .move(.down), "next row (a canvas pans south)"),
    PatternKey([.left], .left, "a canvas pans west"),
    PatternKey([.right], .right, "a canvas pans east"),
    PatternKey([.pageUp], .move(.pageUp), "a page up: a column that scrolls, else rows"),
    PatternKey([.pageDown], .move(.pageDown), "a page down: a column that scrolls, else rows"),
    PatternKey([.home], .move(.first), "first row (a canvas: its middle)"),
    PatternKey([.end], .move(.last), "last row"),
    PatternKey([.enter], .open, "open the row (push the detail)"),
    PatternKey([.escape, .backspace], .back, "back to the list"),
    PatternKey([.tab], .nextField, "type in the next field (Esc leaves it)"),
    PatternKey([.character("]")], .nextTab, "an app's next tab"),
    PatternKey([.character("[")], .previousTab, "an app's previous tab"),
    PatternKey(
      [.character("+"), .character("=")], .sheetDetent(1),
      "an app's sheet up to large (as dragging its grabber up)"),
    PatternKey([.character("-")], .sheetDetent(-1), "an app's sheet down to medium"),
  ]

  public static let extraHelp = [
    HelpRow(keys: "text", summary: "while a field has focus: typed into it"),
    HelpRow(
      keys: "W S, A D, Space, X",
      summary: "a two-seat app: the first seat's (top or left half) focus, value, press, back"),
    HelpRow(
      keys: "arrows, Enter, Esc, Tab",
      summary: "a two-seat app: the second seat's; a seat typing in a field has every key"),
    HelpRow(keys: "F", summary: "a two-seat app: seating same way / face to face"),
  ]

  /// How far an arrow pans a canvas, as the map's. Basis: design.
  static let step = (columns: 4.0, rows: 2.0)

  public static func layout(_ model: ScreenModel, in env: LayoutEnvironment) -> LayoutNode {
    ScreenLayout.tree(model, in: env)
  }

  /// A two-seat app reads every key first: its letters are the first seat's
  /// keys (W A S D), as a field's are text (`AppSeats.oneKeyboard`).
  public static func isTyping(_ model: ScreenModel) -> Bool {
    guard let app = model.screen.app else { return model.state.focus != nil }
    return app.isSeated || model.state.app.typing
  }

  /// A key of a keyboard that is one seat's: a two-seat app's half of it.
  public static func seatKey(
    _ key: Key, of seat: Seat, _ model: inout ScreenModel, in env: LayoutEnvironment
  ) -> KeyOutcome {
    guard let app = model.screen.app, app.isSeated else { return .unbound }
    return AppSeats.seatKey(key, of: seat, app, &model.state, in: env)
  }

  public static func type(_ key: Key, into model: inout ScreenModel, in env: LayoutEnvironment)
    -> Bool
  {
    if let app = model.screen.app {
      if app.isSeated { return AppSeats.oneKeyboard(key, app, &model.state, in: env).isHandled }
      return AppInput.type(key, app, &model.state.app)
    }
    guard let focus = model.state.focus else { return false }
    switch key {
    case .escape:
      model.state.focus = nil
      return true
    case .tab:
      perform(.nextField, on: &model, in: env)
      return true
    default:
      var draft = model.state.drafts[focus] ?? Draft()
      guard draft.edit(with: key) else { return false }
      model.state.drafts[focus] = draft.isEmpty ? nil : draft
      return true
    }
  }

  public static func typingFeedback(_ key: Key, from before: ScreenModel, to after: ScreenModel)
    -> String?
  {
    guard let focus = before.state.focus else { return nil }
    return Draft.cutNotice(
      for: key, from: before.state.drafts[focus] ?? Draft(),
      to: after.state.drafts[focus] ?? Draft())
  }

  public static func perform(
    _ action: ScreenAction, on model: inout ScreenModel, in env: LayoutEnvironment
  ) {
    let screen = model.screen
    if let app = screen.app {
      if app.isSeated {
        // A click names its half; a key of the table is the second seat's.
        if case .node(let id) = action {
          _ = AppSeats.tap(id, app, &model.state, in: env)
        } else {
          _ = AppSeats.perform(action, of: .second, app, &model.state, in: env)
        }
        return
      }
      _ = AppInput.perform(action, app, &model.state.app, in: env)
      return
    }
    if screen.pattern == .extendedCanvas {
      let drawing = ScreenLayout.drawing(screen)
      var viewport = model.state.canvas ?? CanvasViewport(centre: drawing.centre)
      switch action {
      case .move(.up): viewport.pan(columns: 0, rows: -step.rows, within: drawing.bounds)
      case .move(.down): viewport.pan(columns: 0, rows: step.rows, within: drawing.bounds)
      case .left: viewport.pan(columns: -step.columns, rows: 0, within: drawing.bounds)
      case .right: viewport.pan(columns: step.columns, rows: 0, within: drawing.bounds)
      case .move(.first): viewport.centre = drawing.centre
      default: break
      }
      model.state.canvas = viewport.centre == drawing.centre ? nil : viewport
      return
    }
    let ids = model.rows
    let capacity = ScreenLayout.rowCapacity(model, in: env)
    switch action {
    case .move(let move) where scrollColumn(move, &model, env): break
    case .move(let move): model.state.list.apply(move, in: ids, capacity: capacity)
    case .select(let id):
      if let index = ids.position(of: id) {
        model.state.list.select(index: index, in: ids, capacity: capacity)
      }
    case .open:
      guard !ids.isEmpty, screen.pattern == .listDetail else { return }
      if model.state.list.selection == nil { model.state.list.selection = ids[0] }
      model.state.isDetailPushed = true
    case .back:
      model.state.isDetailPushed = false
      model.state.focus = nil
    case .nextField:
      let fields = screen.fields.map(\.id)
      let next = model.state.focus.flatMap { fields.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      model.state.focus = fields.indices.contains(next) ? fields[next] : nil
      // The field is in the detail: push it, of the first row when none is
      // selected (as Enter does), never an empty detail.
      if model.state.focus != nil && screen.pattern == .listDetail, let first = ids.first {
        if model.state.list.selection == nil { model.state.list.selection = first }
        model.state.isDetailPushed = true
      }
    case .left, .right, .press, .node, .nextTab, .previousTab, .sheetDetent: break
    }
  }

  /// PageUp/PageDown on a column that does not fit (it holds what is scrolled out
  /// of sight, `ScreenLayout.column`): a page less a line of it, kept in the state.
  /// False when no column scrolls, so the keys page the rows.
  static func scrollColumn(_ move: ListMove, _ model: inout ScreenModel, _ env: LayoutEnvironment)
    -> Bool
  {
    guard move == .pageUp || move == .pageDown else { return false }
    let line = env.textMetrics.lineHeight
    func scrolling(_ node: LayoutNode) -> LayoutNode? {
      if node.role == .scroll, node.children.contains(where: { $0.id == "\(node.id).away" }) {
        return node
      }
      return node.children.lazy.compactMap(scrolling).first
    }
    guard let column = scrolling(layout(model, in: env)) else { return false }
    let content = column.children.flatMap { $0.id == "\(column.id).away" ? $0.children : [$0] }
    let top = content.map(\.frame.minY).min() ?? column.frame.minY
    let bottom = content.map(\.frame.maxY).max() ?? column.frame.maxY
    let offset = ((column.frame.minY - top) / line).rounded()
    let last = max(0, ((bottom - top - column.frame.height) / line).rounded(.up))
    let page = max(1, (column.frame.height / line).rounded(.down) - 1)
    let moved = min(max(0, offset + (move == .pageDown ? page : -page)), last)
    model.state.columnScroll[column.id] = moved == 0 ? nil : Int(moved)
    return true
  }

  /// A press says what was pressed (a screen file's controls do nothing else); a
  /// Tab with no field says so.
  public static func feedback(
    _ action: ScreenAction, from before: ScreenModel, to after: ScreenModel,
    in env: LayoutEnvironment
  ) -> String? {
    if let app = before.screen.app, app.isSeated {
      var state = before.state
      if case .node(let id) = action { return AppSeats.tap(id, app, &state, in: env) }
      return AppSeats.perform(action, of: .second, app, &state, in: env)
    }
    if let app = before.screen.app {
      // The same pure step again, for what it says.
      var state = before.state.app
      return AppInput.perform(action, app, &state, in: env)
    }
    switch action {
    case .press(let id):
      let control = (after.screen.toolbar + after.screen.buttons).first { $0.id == id }
      return "pressed \(control?.title ?? id)"
    case .nextField where after.screen.fields.isEmpty:
      return "this screen has no field"
    default:
      return nil
    }
  }

  /// A row selects it; a control says it was pressed; a field takes the focus.
  public static func tap(_ id: String, _ model: ScreenModel) -> ScreenAction? {
    if model.screen.app != nil { return .node(id) }
    if id.hasPrefix("list.row.") { return .select(String(id.dropFirst("list.row.".count))) }
    if id == "toolbar.back" { return .back }
    for prefix in ["toolbar.", "buttons."] where id.hasPrefix(prefix) {
      return .press(String(id.dropFirst(prefix.count)))
    }
    return nil
  }

  public static func describe(_ model: ScreenModel) -> [(name: String, value: String)] {
    if let app = model.screen.app {
      return app.isSeated
        ? AppSeats.describe(app, model.state) : AppDescription.lines(app, model.state.app)
    }
    let state = model.state
    var lines: [(name: String, value: String)] = [
      ("screen", model.screen.title),
      ("selection", state.list.selection ?? "none"),
      ("path", state.isDetailPushed ? "list > \(state.list.selection ?? "")" : "list"),
      ("focus", state.focus ?? "none"),
    ]
    for field in model.screen.fields {
      lines.append(("field \(field.id)", (state.drafts[field.id]?.text ?? "").debugDescription))
    }
    if let canvas = state.canvas {
      lines.append(("centre", "\(canvas.centre.x.pointText),\(canvas.centre.y.pointText)"))
    }
    return lines
  }

  public static func repaired(_ model: ScreenModel) -> ScreenModel {
    ScreenModel(screen: model.screen, state: model.state)
  }
}
