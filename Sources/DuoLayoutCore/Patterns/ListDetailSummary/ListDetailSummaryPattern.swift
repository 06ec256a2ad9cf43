/// List-detail plus a summary pane (combining patterns: notes with a
/// summary): the notes, the note, and its key points in an inspector on the note,
/// a trailing column where the note keeps a usable width beside it and a sheet
/// where it would not. One `summary` state for both, so unfolding turns the sheet
/// into the column and folding turns it back, and nothing else changes.
///
/// ```swift
/// var model = ListDetailSummaryModel()
/// ListDetailSummaryPattern.handle(.character("m"), &model, in: env)   // the summary up
/// ListDetailSummaryPattern.layout(model, in: env).node(id: "summary")  // column or sheet
/// ```
public enum ListDetailSummaryPattern: Pattern {
  public typealias Model = ListDetailSummaryModel
  public typealias Action = ListDetailSummaryAction

  /// The one sheet this screen has.
  static let summaryID = "summary"

  public static let keys: [PatternKey<ListDetailSummaryAction>] = [
    PatternKey([.up], .move(.up), "previous note"),
    PatternKey([.down], .move(.down), "next note"),
    PatternKey([.pageUp], .move(.pageUp), "a page up: the summary, else the open note, else notes"),
    PatternKey(
      [.pageDown], .move(.pageDown), "a page down: the summary, else the open note, else notes"),
    PatternKey([.home], .move(.first), "first note"),
    PatternKey([.end], .move(.last), "last note"),
    PatternKey([.enter], .open, "open the note (push it)"),
    PatternKey([.escape, .backspace], .back, "put the summary down, else back to the list"),
    PatternKey([.character("m")], .summary, "the summary up / down (a column or a sheet)"),
    PatternKey([.character("p")], .pin, "pin / unpin the note"),
    PatternKey([.character("x")], .reviewed, "mark the note reviewed / not"),
  ]

  public static func perform(
    _ action: ListDetailSummaryAction, on model: inout ListDetailSummaryModel,
    in env: LayoutEnvironment
  ) {
    let ids = model.folder.noteIDs
    let capacity = ListDetailSummaryGeometry(model, env: env).capacity
    // An opened note's body scrolls under PageUp/PageDown (and the wheel).
    func scrollBody(_ move: ListMove) -> Bool {
      guard move == .pageUp || move == .pageDown, model.isDetailPushed,
        let note = note(model),
        let body = layout(model, in: env).node(id: "note.body"), body.role.scrolls
      else { return false }
      let offset = LayoutNode.scrolled(
        model.bodyScroll[note.id] ?? 0, pages: move == .pageUp ? -1 : 1, note.body,
        frame: body.frame, metrics: env.textMetrics)
      model.bodyScroll[note.id] = offset == 0 ? nil : offset
      return true
    }
    // The summary, while it is up and runs past its box, scrolls first: it is
    // the last thing put up, over or beside the note.
    func scrollSummary(_ move: ListMove) -> Bool {
      guard move == .pageUp || move == .pageDown, model.summary.isShown,
        let note = note(model),
        let text = layout(model, in: env).node(id: "summary.text"), text.role.scrolls
      else { return false }
      let offset = LayoutNode.scrolled(
        model.summaryScroll[note.id] ?? 0, pages: move == .pageUp ? -1 : 1, frame: text.frame,
        metrics: env.textMetrics
      ) { summaryLines(model, width: $0, env: env).count }
      model.summaryScroll[note.id] = offset == 0 ? nil : offset
      return true
    }
    switch action {
    case .move(let move) where scrollSummary(move) || scrollBody(move): break
    case .move(let move): model.notes.apply(move, in: ids, capacity: capacity)
    case .select(let id): model.notes.select(id: id, in: ids, capacity: capacity)
    case .open: model.isDetailPushed = true
    case .back:
      if model.summary.isShown { model.summary.dismiss() } else { model.isDetailPushed = false }
    case .summary: model.summary.toggle(summaryID)
    case .pin, .reviewed:
      if model.notes.selection == nil { model.notes.apply(.down, in: ids, capacity: capacity) }
      guard let id = model.notes.selection else { return }
      if action == .pin { model.pinned.toggle(id) } else { model.reviewed.toggle(id) }
    }
  }

  /// Where the list and the note both show, pushing and popping change nothing
  /// on the glass: the status line says so.
  public static func feedback(
    _ action: ListDetailSummaryAction, from before: ListDetailSummaryModel,
    to after: ListDetailSummaryModel, in env: LayoutEnvironment
  ) -> String? {
    let bothShow = env.panesSideBySide
    let title = note(after)?.title ?? ""
    switch action {
    case .open where bothShow: return "pushed \(title) (Esc pops it)"
    case .back where bothShow && !before.summary.isShown:
      return before.isDetailPushed
        ? "popped \(title): back to the list" : "the list is already on top"
    case .pin:
      return after.pinned.contains(after.notes.selection ?? "")
        ? "pinned \(title)" : "unpinned \(title)"
    case .reviewed:
      return after.reviewed.contains(after.notes.selection ?? "")
        ? "reviewed \(title)" : "\(title): not reviewed"
    default: return nil
    }
  }

  static func note(_ model: ListDetailSummaryModel) -> Note? {
    model.notes.selectedIndex(in: model.folder.noteIDs).map { model.folder.notes[$0] }
  }

  /// A note selects itself (the toolbar carries its keys).
  public static func tap(_ id: String, _ model: ListDetailSummaryModel)
    -> ListDetailSummaryAction?
  {
    id.hasPrefix("list.note.") ? .select(String(id.dropFirst("list.note.".count))) : nil
  }

  public static func layout(_ model: ListDetailSummaryModel, in env: LayoutEnvironment)
    -> LayoutNode
  {
    let selected = model.notes.selection ?? ""
    let items = ListDetailSummaryGeometry.barItems.map { item in
      var item = item
      if item.name == "summary" && model.summary.isShown { item.emphasis = .selected }
      if item.name == "pin" && model.pinned.contains(selected) { item.emphasis = .selected }
      if item.name == "reviewed" && model.reviewed.contains(selected) { item.emphasis = .selected }
      return item
    }
    let geometry = ListDetailSummaryGeometry(model, env: env, barItems: items)
    var children: [LayoutNode] = []
    if let list = geometry.list {
      children.append(listNode(model, in: list, capacity: geometry.capacity, env: env))
    }
    if let divider = geometry.divider {
      children.append(LayoutNode(id: "divider", role: .decoration(glyph: "│"), frame: divider))
    }
    if let frame = geometry.note { children.append(noteNode(model, in: frame, env: env)) }
    switch geometry.summary {
    case .column(let frame):
      children.append(
        LayoutNode(
          id: "summary", role: .container(.boxed(title: "Summary")), frame: frame,
          children: [summaryText(model, in: inside(frame, env: env), env: env)]))
    case .sheet(let sheet):
      children.append(
        sheet.node(
          id: "summary", title: "Summary",
          children: [summaryText(model, in: sheet.inside, env: env)]))
    case nil: break
    }
    children.append(geometry.bar)
    return LayoutNode(
      id: "list-detail-summary", role: .container(.plain), frame: env.bounds, children: children)
  }

  private static func inside(_ frame: Rect, env: LayoutEnvironment) -> Rect {
    let metrics = env.textMetrics
    return frame.inset(
      by: EdgeInsets(
        top: metrics.lineHeight, left: metrics.columnWidth, bottom: metrics.lineHeight,
        right: metrics.columnWidth))
  }

  private static func listNode(
    _ model: ListDetailSummaryModel, in area: Rect, capacity: Int, env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    let columns = metrics.columns(in: area.width)
    let folder = model.folder
    let ids = folder.noteIDs
    let (headerFrame, rowsFrame) = area.sliced(metrics.lineHeight, from: .top)
    let header = LayoutNode(
      id: "list.header",
      role: .label(
        TextLine.fit(
          folder.folder, trailing: "\(ids.count) notes", direction: env.layoutDirection,
          width: columns)),
      frame: headerFrame, emphasis: .heading)
    let rows = ListRows.node(
      id: "list.rows", rowID: "list.note", ids: ids, state: model.notes, capacity: capacity,
      in: rowsFrame, lines: 2, metrics: metrics
    ) { index in
      let note = folder.notes[index]
      let marks =
        (model.pinned.contains(note.id) ? "⚲" : " ")
        + (model.reviewed.contains(note.id) ? "✓" : " ")
      return [
        TextLine.fit("\(marks) \(note.title)", direction: env.layoutDirection, width: columns),
        TextLine.fit("   \(note.date)", direction: env.layoutDirection, width: columns),
      ]
    }
    return LayoutNode(
      id: "list", role: .container(.plain), frame: area, children: [header, rows])
  }

  private static func noteNode(
    _ model: ListDetailSummaryModel, in area: Rect, env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    let columns = metrics.columns(in: area.width)
    guard let note = note(model) else {
      return LayoutNode(
        id: "note", role: .container(.plain), frame: area,
        children: [
          LayoutNode(
            id: "note.empty",
            role: .label(
              TextLine.fit("No note selected", direction: env.layoutDirection, width: columns)),
            frame: area.sliced(metrics.lineHeight, from: .top).slice, emphasis: .muted)
        ])
    }
    let (titleFrame, rest) = area.sliced(metrics.lineHeight, from: .top)
    // The date keeps a line of air under it unless the body needs that line.
    let dateLines = metrics.lines(in: rest.height) > 2 ? 2.0 : 1.0
    let (dateFrame, body) = rest.sliced(metrics.lineHeight * dateLines, from: .top)
    let title = LayoutNode(
      id: "note.title",
      role: .label(TextLine.fit(note.title, direction: env.layoutDirection, width: columns)),
      frame: titleFrame, emphasis: .heading)
    let date = LayoutNode(
      id: "note.date",
      role: .label(
        TextLine.fit(
          "\(note.date) · \(note.summary.count) key points", direction: env.layoutDirection,
          width: columns)),
      frame: dateFrame.sliced(metrics.lineHeight, from: .top).slice, emphasis: .muted)
    // Under the summary's sheet only the title and date peek out (the title alone
    // where the sheet leaves one line): the rest is one step away, where putting
    // the summary down (its toolbar item) shows it.
    let under = metrics.lines(in: rest.height) == 0 ? [date] : []
    let shown = metrics.lines(in: rest.height) == 0 ? [title] : [title, date]
    return LayoutNode(
      id: "note", role: .container(.plain), frame: area,
      children: shown + [
        metrics.lines(in: body.height) == 0
          ? LayoutNode(
            id: "note.under-sheet", role: .container(.hidden(reachedBy: "toolbar.summary")),
            frame: body,
            children: under + [LayoutNode(id: "note.body", role: .text(note.body), frame: body)])
          : LayoutNode.scrolling(
            id: "note.body", note.body, frame: body, metrics: metrics,
            offset: model.bodyScroll[note.id] ?? 0, direction: env.layoutDirection)
      ])
  }

  /// The summary's lines at `columns`: the note's title (two lines at most),
  /// then its key points, each wrapped under its bullet.
  private static func summaryLines(
    _ model: ListDetailSummaryModel, width columns: Int, env: LayoutEnvironment
  ) -> [String] {
    guard let note = note(model) else {
      return [TextLine.fit("No note selected", direction: env.layoutDirection, width: columns)]
    }
    var lines = TextWrap.clamped(note.title, width: columns, lines: 2)
    lines.append("")
    for point in note.summary {
      let wrapped = TextWrap.lines(point, width: max(1, columns - 2))
      lines += wrapped.enumerated().map { ($0.offset == 0 ? "• " : "  ") + $0.element }
    }
    return lines
  }

  /// The summary in its box; where it runs past the box it scrolls (PageUp and
  /// PageDown while it is up), so no key point is out of reach.
  private static func summaryText(
    _ model: ListDetailSummaryModel, in frame: Rect, env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    let lines = summaryLines(model, width: metrics.columns(in: frame.width), env: env)
    return LayoutNode.scrolling(
      id: "summary.text", whole: .label(lines.joined(separator: "\n")), frame: frame,
      metrics: metrics, offset: note(model).flatMap { model.summaryScroll[$0.id] } ?? 0,
      direction: env.layoutDirection
    ) { width, _ in summaryLines(model, width: width, env: env) }
  }

  public static func describe(_ model: ListDetailSummaryModel) -> [(name: String, value: String)] {
    let ids = model.folder.noteIDs
    return [
      ("note", model.notes.selection ?? "none"),
      ("top note", model.notes.anchor ?? ids.first ?? "none"),
      ("path", model.isDetailPushed ? "list > \(model.notes.selection ?? "none")" : "list"),
      ("summary", model.summary.isShown ? "up" : "down"),
      ("pinned", ids.filter(model.pinned.contains).joined(separator: ",")),
      ("reviewed", ids.filter(model.reviewed.contains).joined(separator: ",")),
    ]
  }
}
