/// What keys and clicks do in an app file: Up and Down move the focus through the
/// screen's controls, Enter or a click presses one (a component's `activate`),
/// Left and Right change its value (`adjusted`), PageUp and PageDown scroll, Esc
/// goes back (or closes what is presented), Tab types into the next field, `]`
/// and `[` (or a click on a tab) show another tab of a tab view, `+` and `-`
/// move a sheet between its detents. Every
/// change is to `AppState`, so none is lost by a fold.
///
/// ```swift
/// AppInput.perform(.open, app, &state, in: env)   // presses the focused control
/// ```
enum AppInput {
  static func perform(
    _ action: ScreenAction, _ app: AppFile, _ state: inout AppState, in env: LayoutEnvironment
  ) -> String? {
    let place = AppNavigation.current(app, state)
    guard let screen = app.screen(place.screen) else { return nil }
    let focusable = screen.focusable
    let focus = state.focus[place.key]
    switch action {
    case .move(let move):
      switch move {
      case .pageUp, .pageDown:
        let page = AppLayout.page(app, screen, place, state, in: env.safeBounds, env: env)
        let step = max(1, page.shown - 1)
        state.scroll[place.key] = max(0, page.first + (move == .pageDown ? step : -step))
        // The focus stays where it was only if it is still shown.
        state.focus[place.key] = nil
      default:
        guard !focusable.isEmpty else { return "this screen has nothing to press" }
        let index = focus.flatMap { focusable.firstIndex(of: $0) }
        let next: Int =
          switch move {
          case .up: index.map { max(0, $0 - 1) } ?? focusable.count - 1
          case .down: index.map { min(focusable.count - 1, $0 + 1) } ?? 0
          case .first: 0
          default: focusable.count - 1
          }
        state.focus[place.key] = focusable[next]
      }
    case .left, .right:
      guard let focus, let part = screen.component(focus) else { return nil }
      let key = AppState.key(focus, item: place.item)
      let current = state.values[key] ?? app.initialValues[focus]
      if let value = part.adjusted(current, by: action == .left ? -1 : 1) {
        state.values[key] = value
      }
    case .open:
      guard let focus else {
        return focusable.isEmpty
          ? "this screen has nothing to press" : "Down first: choose a control"
      }
      return press(focus, part: nil, app, &state)
    case .back:
      state.typing = false
      if state.presented != nil {
        state.presented = nil
      } else if !state.path.isEmpty {
        state.path.removeLast()
      } else {
        return "this is the first screen"
      }
    case .nextField:
      let fields = screen.allComponents.filter(\.isTextField).map(\.componentID)
      guard !fields.isEmpty else { return "this screen has no field" }
      let index = focus.flatMap { fields.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      if fields.indices.contains(index) {
        state.focus[place.key] = fields[index]
        state.typing = true
      } else {
        state.typing = false
      }
    case .sheetDetent(let step):
      guard let presented = state.presented, let sheet = app.screen(presented.screen) else {
        return "no sheet is up"
      }
      let detents = sheet.sheetDetents
      guard detents.count > 1 else {
        return "this sheet has one height — give its screen \"detents\": [\"medium\", \"large\"]"
      }
      let index = detents.firstIndex(of: state.detent(of: sheet)) ?? 0
      let wanted = step > 0 ? AppDetent.large : .medium
      state.detent = detents.contains(wanted) ? wanted : detents[index]
    case .nextTab, .previousTab:
      guard let tab = AppNavigation.tab(after: action == .nextTab ? 1 : -1, app, state) else {
        return "this app has no tabs"
      }
      AppNavigation.select(tab: tab, app, &state)
    case .node(let id):
      return tap(id, screen, app, &state)
    case .select, .press:
      break
    }
    return nil
  }

  /// A click on the node with `id`.
  private static func tap(
    _ id: String, _ screen: AppScreen, _ app: AppFile, _ state: inout AppState
  )
    -> String?
  {
    let parts = id.split(separator: ".").map(String.init)
    if id == "toolbar.back" || id == "toolbar.close" {
      state.typing = false
      if state.presented != nil {
        state.presented = nil
      } else if !state.path.isEmpty {
        state.path.removeLast()
      }
      return nil
    }
    if parts.first == "toolbar", parts.count == 2 { return press(parts[1], part: nil, app, &state) }
    if parts.first == "tabbar", parts.count == 2 {
      // More (a bar too short for every tab) shows the next tab; `]` reaches each.
      let tab = id == Toolbar.moreID("tabbar") ? AppNavigation.tab(after: 1, app, state) : parts[1]
      if let tab { AppNavigation.select(tab: tab, app, &state) }
      return nil
    }
    guard parts.count >= 2, parts[0] == screen.id else { return nil }
    if parts[1] == "bottom-bar", parts.count == 3 { return press(parts[2], part: nil, app, &state) }
    guard screen.component(parts[1]) != nil else { return nil }
    let part = parts.count > 2 ? parts[2] : nil
    return press(parts[1], part: part == "title" || part == "label" ? nil : part, app, &state)
  }

  /// Presses the control `id` of the current screen (its `part`, when clicked).
  static func press(_ id: String, part: String?, _ app: AppFile, _ state: inout AppState) -> String?
  {
    let place = AppNavigation.current(app, state)
    guard let screen = app.screen(place.screen), let control = screen.component(id) else {
      return nil
    }
    if control.isFocusable { state.focus[place.key] = id }
    let key = AppState.key(id, item: place.item)
    switch control.activate(part, value: state.values[key] ?? app.initialValues[id]) {
    case .nothing:
      return control.isFocusable ? "nothing happens: give it an action in the app file" : nil
    case .value(let value):
      state.values[key] = value
      return nil
    case .type:
      state.typing = true
      return nil
    case .action(let action):
      return run(action, item: place.item, app, &state)
    case .open(let action, let item):
      return run(action, item: item ?? place.item, app, &state)
    }
  }

  /// Runs one of the app's actions.
  static func run(_ action: AppAction, item: String?, _ app: AppFile, _ state: inout AppState)
    -> String?
  {
    let place = AppNavigation.current(app, state)
    state.typing = false
    switch action {
    case .navigate(let screen):
      // A split view's sidebar replaces the screen beside it, never piles them up.
      if app.root == .split, state.presented == nil, place.screen == app.start {
        state.path = []
      }
      state.presented = nil
      state.path.append(AppPlace(screen: screen, item: item))
    case .back:
      if state.presented != nil {
        state.presented = nil
      } else if !state.path.isEmpty {
        state.path.removeLast()
      }
    case .present(let screen):
      state.presented = AppPlace(screen: screen, item: item)
      state.detent = nil
    case .dismiss:
      state.presented = nil
    case .toggle(let id):
      let key = AppState.key(id, item: place.item)
      state.values[key] = .bool(!((state.values[key] ?? app.initialValues[id])?.isOn ?? false))
    case .set(let id, let value):
      state.values[AppState.key(id, item: place.item)] = value
      // Set from a sheet or dialog: it closes, as a choice in one does.
      state.presented = nil
    case .select(let id):
      guard let item else { return "nothing to select: give the row an item" }
      state.values[AppState.key(id, item: place.item)] = .text(item)
    case .append(let field, let list):
      let from = AppState.key(field, item: place.item)
      let text = state.drafts[from]?.text ?? ""
      guard !text.allSatisfy(\.isWhitespace) else { return "nothing to send: type first" }
      let to = AppState.key(list, item: place.item)
      let before = (state.values[to] ?? app.initialValues[list])?.list ?? []
      state.values[to] = .list(before + [text])
      state.drafts[from] = nil
    }
    return nil
  }

  /// A key while a field is typed in: into the draft, or out of the field.
  static func type(_ key: Key, _ app: AppFile, _ state: inout AppState) -> Bool {
    let place = AppNavigation.current(app, state)
    guard state.typing, let focus = state.focus[place.key],
      let field = app.screen(place.screen)?.component(focus)
    else { return false }
    let multiline = field is TextArea
    switch key {
    case .escape:
      state.typing = false
      return true
    case .up, .down,
      .enter where !multiline:
      // Out of a one-line field; Up and Down then move the focus.
      state.typing = false
      return key == .enter
    case .character(let character) where !field.accepts(character):
      return true
    default:
      let draftKey = AppState.key(focus, item: place.item)
      var draft = state.drafts[draftKey] ?? Draft()
      guard draft.edit(with: key) else { return false }
      state.drafts[draftKey] = draft.isEmpty ? nil : draft
      return true
    }
  }
}
