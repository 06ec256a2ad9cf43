/// Supporting pane (the pattern catalog, `duoterm patterns`): a recipe, and beside it what only makes sense next
/// to it, the ingredients of the step the cook is on. Closed: the recipe, the
/// ingredients in a sheet (`i`). Open and flat: the recipe plus a narrower pane.
/// Partly folded like a book: one per side. Built as a split arrangement with
/// horizontal axes only, so where it cannot split (held tall, as a tabletop) the
/// pane is the sheet again. The step, the ticks and the sheet live in the model:
/// a fold changes where the pane is, never what it shows.
///
/// ```swift
/// var model = SupportingPaneModel()
/// SupportingPanePattern.handle(.down, &model, in: env)       // the first step
/// SupportingPanePattern.layout(model, in: env).node(id: "pane")  // its ingredients
/// ```
public enum SupportingPanePattern: Pattern {
  public typealias Model = SupportingPaneModel
  public typealias Action = SupportingPaneAction

  /// The one sheet this screen has.
  static let sheetID = "ingredients"

  public static let keys: [PatternKey<SupportingPaneAction>] = [
    PatternKey([.up], .move(.up), "previous step"),
    PatternKey([.down], .move(.down), "next step"),
    PatternKey([.pageUp], .move(.pageUp), "a page of steps up"),
    PatternKey([.pageDown], .move(.pageDown), "a page of steps down"),
    PatternKey([.home], .move(.first), "first step"),
    PatternKey([.end], .move(.last), "last step"),
    PatternKey([.space, .enter], .toggleDone, "tick the step off / on"),
    PatternKey(
      [.character("i")], .ingredients, "the ingredients sheet up / down (closed, held tall)"),
    PatternKey([.escape], .dismiss, "put the sheet down"),
    PatternKey([.character("r")], .restart, "start again: no ticks, the first step"),
  ]

  public static func perform(
    _ action: SupportingPaneAction, on model: inout SupportingPaneModel, in env: LayoutEnvironment
  ) {
    let ids = model.recipe.stepIDs
    let geometry = SupportingPaneGeometry(model, env: env)
    let capacity = geometry.capacity
    switch action {
    case .move(let move): model.steps.apply(move, in: ids, capacity: capacity)
    case .select(let id): model.steps.select(id: id, in: ids, capacity: capacity)
    case .toggleDone:
      if model.steps.selection == nil { model.steps.apply(.down, in: ids, capacity: capacity) }
      if let step = model.steps.selection { model.done.toggle(step) }
    case .ingredients:
      // Beside the recipe the pane is always there: the sheet is for where it is not.
      if !geometry.isSideBySide { model.sheet.toggle(sheetID) }
    case .dismiss: model.sheet.dismiss()
    case .restart:
      model.done = []
      model.steps.apply(.first, in: ids, capacity: capacity)
    }
  }

  public static func feedback(
    _ action: SupportingPaneAction, from before: SupportingPaneModel,
    to after: SupportingPaneModel, in env: LayoutEnvironment
  ) -> String? {
    switch action {
    case .ingredients where before == after:
      return
        "the ingredients are beside the recipe here; i brings them up as a sheet where they are not"
    case .dismiss where !before.sheet.isShown:
      return "no sheet is up"
    case .toggleDone:
      let recipe = after.recipe
      guard let id = after.steps.selection, let index = recipe.stepIDs.firstIndex(of: id) else {
        return nil
      }
      return after.done.contains(id)
        ? "step \(index + 1) done (\(after.done.count) of \(recipe.steps.count))"
        : "step \(index + 1) not done"
    default: return nil
    }
  }

  /// A step selects itself (the toolbar carries its keys).
  public static func tap(_ id: String, _ model: SupportingPaneModel) -> SupportingPaneAction? {
    id.hasPrefix("recipe.step.") ? .select(String(id.dropFirst("recipe.step.".count))) : nil
  }

  public static func layout(_ model: SupportingPaneModel, in env: LayoutEnvironment) -> LayoutNode {
    let items = SupportingPaneGeometry.barItems.map { item in
      var item = item
      if item.name == "ingredients" && model.sheet.isShown { item.emphasis = .selected }
      if item.name == "done", let step = model.steps.selection, model.done.contains(step) {
        item.emphasis = .selected
      }
      return item
    }
    let geometry = SupportingPaneGeometry(model, env: env, barItems: items)
    var children = [recipeNode(model, in: geometry.main, capacity: geometry.capacity, env: env)]
    if let divider = geometry.divider {
      children.append(LayoutNode(id: "divider", role: .decoration(glyph: "│"), frame: divider))
    }
    switch geometry.pane {
    case .side(let frame):
      children.append(
        LayoutNode(
          id: "pane", role: .container(.plain), frame: frame,
          children: [paneText(model, frame: frame, env: env)]))
    case .sheet(let sheet):
      children.append(
        sheet.node(
          id: "pane", title: "Ingredients",
          children: [paneText(model, frame: sheet.inside, env: env)]))
    case nil:
      break
    }
    children.append(geometry.bar)
    return LayoutNode(
      id: "supporting-pane", role: .container(.plain), frame: env.bounds, children: children)
  }

  private static func recipeNode(
    _ model: SupportingPaneModel, in area: Rect, capacity: Int, env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    let columns = metrics.columns(in: area.width)
    let recipe = model.recipe
    let ids = recipe.stepIDs
    let selected = model.steps.selectedIndex(in: ids)
    let position = selected.map { "step \($0 + 1) of \(ids.count)" } ?? "\(ids.count) steps"
    let header = [
      TextLine.fit(recipe.title, direction: env.layoutDirection, width: columns),
      TextLine.fit(
        recipe.serves, trailing: "\(model.done.count)/\(ids.count) done",
        direction: env.layoutDirection, width: columns),
    ]
    let (headFrame, rest) = area.sliced(metrics.lineHeight * 2, from: .top)
    var children = [
      LayoutNode(
        id: "recipe.title", role: .label(header[0]),
        frame: headFrame.sliced(metrics.lineHeight, from: .top).slice, emphasis: .heading),
      LayoutNode(
        id: "recipe.serves", role: .label(header[1]),
        frame: headFrame.sliced(metrics.lineHeight, from: .bottom).slice, emphasis: .muted),
    ]
    let (_, listFrame) = rest.sliced(metrics.lineHeight, from: .top)
    guard listFrame.height >= metrics.lineHeight else {
      children[1] = LayoutNode(
        id: "recipe.serves",
        role: .label(TextLine.fit(position, direction: env.layoutDirection, width: columns)),
        frame: children[1].frame, emphasis: .muted)
      return LayoutNode(
        id: "recipe", role: .container(.plain), frame: area, emphasis: .dimmed, children: children)
    }
    // Each step: its text in all but the last of its lines, a blank line after.
    let rows = ListRows.node(
      id: "recipe.steps", rowID: "recipe.step", ids: ids, state: model.steps, capacity: capacity,
      in: listFrame, lines: SupportingPaneGeometry.stepLines - 1, gap: 1, metrics: metrics
    ) { index in
      let step = recipe.steps[index]
      let mark = model.done.contains(step.id) ? "✓" : " "
      let timer = step.minutes.map { " (\($0) min)" } ?? ""
      return TextWrap.clamped(
        "\(mark) \(index + 1). \(step.text)\(timer)", width: columns,
        lines: SupportingPaneGeometry.stepLines - 1)
    }
    children.append(rows)
    return LayoutNode(id: "recipe", role: .container(.plain), frame: area, children: children)
  }

  /// The pane: the ingredients of the step the cook is on, with its timer, then
  /// the whole list with that step's marked.
  private static func paneText(_ model: SupportingPaneModel, frame: Rect, env: LayoutEnvironment)
    -> LayoutNode
  {
    let metrics = env.textMetrics
    let columns = metrics.columns(in: frame.width)
    let recipe = model.recipe
    let ids = recipe.stepIDs
    let index = model.steps.selectedIndex(in: ids)
    var lines: [String] = []
    if let index {
      let step = recipe.steps[index]
      let timer = step.minutes.map { "timer \($0) min" } ?? "no timer"
      lines.append(
        TextLine.fit(
          "For step \(index + 1)", trailing: timer, direction: env.layoutDirection, width: columns))
      let needed = recipe.ingredients(of: step)
      lines += needed.map {
        TextLine.fit("● \($0.amount) \($0.name)", direction: env.layoutDirection, width: columns)
      }
      if needed.isEmpty {
        lines.append(TextLine.fit("  nothing new", direction: env.layoutDirection, width: columns))
      }
    } else {
      lines.append(
        TextLine.fit(
          "↓ picks a step: its ingredients show here", direction: env.layoutDirection,
          width: columns))
    }
    lines.append("")
    lines.append(TextLine.fit("All ingredients", direction: env.layoutDirection, width: columns))
    let used = index.map { Set(recipe.steps[$0].uses) } ?? []
    lines += recipe.ingredients.map { ingredient in
      let mark = used.contains(ingredient.id) ? "●" : "·"
      return TextLine.fit(
        "\(mark) \(ingredient.amount) \(ingredient.name)", direction: env.layoutDirection,
        width: columns)
    }
    let shown = lines.prefix(max(1, metrics.lines(in: frame.height)))
    return LayoutNode(id: "pane.text", role: .label(shown.joined(separator: "\n")), frame: frame)
  }

  public static func describe(_ model: SupportingPaneModel) -> [(name: String, value: String)] {
    let ids = model.recipe.stepIDs
    return [
      ("step", model.steps.selection ?? "none"),
      ("top step", model.steps.anchor ?? ids.first ?? "none"),
      ("done", ids.filter(model.done.contains).joined(separator: ",")),
      ("sheet", model.sheet.presented ?? "down"),
    ]
  }
}
