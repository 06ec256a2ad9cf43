/// List-detail (the pattern catalog, `duoterm patterns`): a mailbox. Closed, the list, then the detail (Enter pushes
/// it, Esc pops it); open and flat, both, the list narrower; partly folded, one pane
/// each side of the fold. The detail holds a reply field; whatever is typed there
/// lives in the model, so no fold loses it.
///
/// ```swift
/// let tree = ListDetailPattern.layout(ListDetailModel(), in: env)
/// tree.node(id: "list.row.1")  // the first message's row
/// ```
public enum ListDetailPattern: Pattern {
  public typealias Model = ListDetailModel
  public typealias Action = ListDetailAction

  public static let keys: [PatternKey<ListDetailAction>] = [
    PatternKey([.up], .previous, "previous message"),
    PatternKey([.down], .next, "next message"),
    PatternKey([.pageUp], .pageUp, "a page up: the open message, else messages"),
    PatternKey([.pageDown], .pageDown, "a page down: the open message, else messages"),
    PatternKey([.home], .first, "first message"),
    PatternKey([.end], .last, "last message"),
    PatternKey([.enter], .open, "open the message (push the detail)"),
    PatternKey([.escape, .backspace], .back, "back to the list (pop the detail)"),
    PatternKey([.tab, .character("r")], .reply, "reply: type in the draft (Esc or Tab leaves it)"),
    PatternKey([.character("f")], .flag, "flag / unflag"),
    PatternKey([.character("u")], .toggleUnread, "mark unread / read"),
    PatternKey([.character("s")], .send, "send the draft"),
  ]

  public static func isTyping(_ model: ListDetailModel) -> Bool { model.isEditingDraft }

  public static func type(_ key: Key, into model: inout ListDetailModel, in env: LayoutEnvironment)
    -> Bool
  {
    if key == .escape || key == .tab {
      model.isEditingDraft = false
      return true
    }
    var draft = model.currentDraft
    guard draft.edit(with: key) else { return false }
    model.currentDraft = draft
    return true
  }

  public static func typingFeedback(
    _ key: Key, from before: ListDetailModel, to after: ListDetailModel
  ) -> String? {
    Draft.cutNotice(for: key, from: before.currentDraft, to: after.currentDraft)
  }

  public static func perform(
    _ action: ListDetailAction, on model: inout ListDetailModel, in env: LayoutEnvironment
  ) {
    let count = model.mailbox.messages.count
    let capacity = ListDetailGeometry(model, env: env).rowCapacity
    func select(_ id: Int) {
      model.selection = min(max(1, id), count)
      model.listAnchor =
        ScrollAnchor.firstVisible(
          anchor: model.listAnchor - 1, selection: model.selection - 1, capacity: capacity,
          stride: 1) + 1
    }
    // An opened message's body scrolls under PageUp/PageDown (and the wheel).
    func scrollBody(_ pages: Int) -> Bool {
      let tree = layout(model, in: env)
      guard model.isDetailPushed, let body = tree.node(id: "detail.body"), body.role.scrolls
      else { return false }
      let message = model.mailbox.messages[min(max(1, model.selection), count) - 1]
      let text = bodyText(
        message, leadingMeta: tree.node(id: "detail.meta") == nil,
        leadingSubject: tree.node(id: "detail.subject") == nil)
      let offset = LayoutNode.scrolled(
        model.bodyScroll[message.id] ?? 0, pages: pages, text, frame: body.frame,
        metrics: env.textMetrics)
      model.bodyScroll[message.id] = offset == 0 ? nil : offset
      return true
    }
    switch action {
    case .select(let id): select(id)
    case .previous: select(model.selection - 1)
    case .next: select(model.selection + 1)
    case .pageUp where scrollBody(-1), .pageDown where scrollBody(1): break
    case .pageUp:
      model.listAnchor = max(1, model.listAnchor - capacity)
      select(model.selection - capacity)
    case .pageDown:
      model.listAnchor = min(count, model.listAnchor + capacity)
      select(model.selection + capacity)
    case .first: select(1)
    case .last: select(count)
    case .open:
      model.isDetailPushed = true
      model.unread.remove(model.selection)
    case .back:
      model.isDetailPushed = false
    case .reply where model.isEditingDraft:
      // Reply tapped while replying leaves the draft, as Tab does: where the pane
      // holds the draft or the message, not both, it switches back to the message.
      model.isEditingDraft = false
    case .reply:
      model.isDetailPushed = true
      model.isEditingDraft = true
      model.unread.remove(model.selection)
    case .flag:
      model.flagged.toggle(model.selection)
    case .toggleUnread:
      model.unread.toggle(model.selection)
    case .send:
      guard !model.currentDraft.isEmpty else { return }
      model.replied.insert(model.selection)
      model.currentDraft = Draft()
      model.isEditingDraft = false
    }
  }

  /// Where the list and the detail both show, pushing and popping change nothing
  /// on the glass: the status line says which message is pushed. A send with no
  /// draft says how to write one.
  public static func feedback(
    _ action: ListDetailAction, from before: ListDetailModel, to after: ListDetailModel,
    in env: LayoutEnvironment
  ) -> String? {
    let bothShow = env.showsTwoPanes
    let messages = after.mailbox.messages
    let message = messages[min(max(1, after.selection), messages.count) - 1]
    switch action {
    case .open where bothShow:
      return "pushed message \(message.id): \(message.subject) (Esc pops it)"
    case .back where bothShow:
      return before.isDetailPushed
        ? "popped message \(message.id): back to the list" : "the list is already on top"
    case .send where before.currentDraft.isEmpty:
      return "nothing to send: Tab writes a reply"
    default: return nil
    }
  }

  /// A row selects its message (the toolbar and Send carry their keys).
  public static func tap(_ id: String, _ model: ListDetailModel) -> ListDetailAction? {
    guard id.hasPrefix("list.row."), let message = Int(id.dropFirst("list.row.".count))
    else { return nil }
    return .select(message)
  }

  public static func layout(_ model: ListDetailModel, in env: LayoutEnvironment) -> LayoutNode {
    let selected = model.selection
    let items = ListDetailGeometry.barItems.map { item in
      var item = item
      if item.name == "flag" && model.flagged.contains(selected) { item.emphasis = .selected }
      if item.name == "unread" && model.unread.contains(selected) { item.emphasis = .selected }
      if item.name == "reply" && model.isEditingDraft { item.emphasis = .selected }
      return item
    }
    let geometry = ListDetailGeometry(model, env: env, barItems: items)
    var children: [LayoutNode] = []
    if let list = geometry.list {
      children.append(listNode(model, in: list, capacity: geometry.rowCapacity, env: env))
    }
    if let divider = geometry.divider {
      children.append(LayoutNode(id: "divider", role: .decoration(glyph: "│"), frame: divider))
    }
    if let detail = geometry.detail {
      children.append(detailNode(model, in: detail, env: env))
    }
    children.append(geometry.bar)
    return LayoutNode(
      id: "list-detail", role: .container(.plain), frame: env.bounds, children: children)
  }

  private static func listNode(
    _ model: ListDetailModel, in area: Rect, capacity: Int, env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    let columns = metrics.columns(in: area.width)
    let (headerFrame, rowsFrame) = area.sliced(metrics.lineHeight, from: .top)
    let header = LayoutNode(
      id: "list.header",
      role: .label(
        TextLine.fit(
          "Inbox", trailing: "\(model.unread.count) unread", direction: env.layoutDirection,
          width: columns)),
      frame: headerFrame, emphasis: .heading)
    let first = ScrollAnchor.firstVisible(
      anchor: model.listAnchor - 1, selection: model.selection - 1, capacity: capacity, stride: 1)
    var rows: [LayoutNode] = []
    let messages = model.mailbox.messages
    for index in max(0, first)..<min(messages.count, max(0, first) + capacity) {
      let message = messages[index]
      let y = rowsFrame.minY + Double(index - first) * metrics.lineHeight * 2
      rows.append(
        LayoutNode(
          id: "list.row.\(message.id)",
          role: .label(rowText(message, model: model, columns: columns, env: env)),
          frame: Rect(
            x: rowsFrame.minX, y: y, width: rowsFrame.width, height: metrics.lineHeight * 2),
          emphasis: message.id == model.selection ? .selected : .normal))
    }
    let scroll = LayoutNode(id: "list.rows", role: .scroll, frame: rowsFrame, children: rows)
    return LayoutNode(
      id: "list", role: .container(.plain), frame: area, children: [header, scroll])
  }

  private static func rowText(
    _ message: Message, model: ListDetailModel, columns: Int, env: LayoutEnvironment
  ) -> String {
    var marks = ""
    marks += model.unread.contains(message.id) ? "●" : " "
    marks += model.flagged.contains(message.id) ? "⚑" : " "
    marks +=
      model.drafts[message.id] != nil ? "✎" : (model.replied.contains(message.id) ? "↩" : " ")
    let first = TextLine.fit(
      "\(marks) \(message.sender)", trailing: message.date, direction: env.layoutDirection,
      width: columns)
    let second = TextLine.fit(
      "    \(message.subject)", direction: env.layoutDirection, width: columns)
    return first + "\n" + second
  }

  /// The message's body as its pane scrolls it: led by the meta line and the
  /// subject where those have no line of their own, so they are never lost.
  private static func bodyText(_ message: Message, leadingMeta: Bool, leadingSubject: Bool)
    -> String
  {
    let meta = "From \(message.sender) · \(message.date)"
    let body = leadingMeta ? meta + "\n\n" + message.body : message.body
    return leadingSubject ? message.subject + "\n" + body : body
  }

  private static func detailNode(_ model: ListDetailModel, in area: Rect, env: LayoutEnvironment)
    -> LayoutNode
  {
    let metrics = env.textMetrics
    let messages = model.mailbox.messages
    let message = messages[min(max(1, model.selection), messages.count) - 1]
    let columns = metrics.columns(in: area.width)
    // The draft is as tall as Send, a touch target, and up to three lines. Send
    // keeps its 44 pt first: in a short pane (below the fold in tabletop, in a
    // Split View) the meta lines give way, a line at a time, then the draft's label.
    let touchHeight = TouchTarget.height(in: metrics)
    let touchLines = touchHeight / metrics.lineHeight
    let sendWidth = max(
      TouchTarget.width(in: metrics), metrics.columnWidth * Double(min(8, max(3, columns / 4))))
    // In a narrow pane (a Split View's third) the field beside Send would be
    // narrower than a touch target: Send goes on its own row under the field.
    let sendBelow =
      area.width - sendWidth - metrics.columnWidth < TouchTarget.width(in: metrics)
    let sendLines = sendBelow ? touchLines : 0
    // Where a subject line would leave the body no line (a pane a Split View
    // window's fold leaves a sliver of), the subject gives way too and leads the
    // body, which scrolls: the message is never shown as a subject and no text.
    let subjectLines =
      metrics.lines(in: area.height - touchHeight - metrics.lineHeight * sendLines) >= 2
      ? 1.0 : 0.0
    let (subjectFrame, afterSubject) = area.sliced(
      metrics.lineHeight * subjectLines, from: .top)
    let spareLines = metrics.lines(in: afterSubject.height - touchHeight)
    var labelLines = Double(min(1, spareLines))
    // The body keeps a line of its own (it scrolls): the meta's line of air gives
    // way to it, then the draft's label (the field's placeholder still says it).
    func draftLines(after metaLines: Int) -> Double {
      let rest = afterSubject.height - metrics.lineHeight * Double(metaLines)
      return max(touchLines, min(3.0, Double(metrics.lines(in: rest) - 3)))
    }
    func bodyLines(_ metaLines: Int) -> Int {
      metrics.lines(
        in: afterSubject.height - metrics.lineHeight
          * (Double(metaLines) + draftLines(after: metaLines) + labelLines + sendLines))
    }
    var metaLines = min(2, max(0, spareLines - 1))
    if metaLines == 2 && bodyLines(metaLines) == 0 { metaLines = 1 }
    if labelLines > 0 && bodyLines(metaLines) == 0 { labelLines = 0 }
    let (metaFrame, afterMeta) = afterSubject.sliced(
      metrics.lineHeight * Double(metaLines), from: .top)
    let draftLines = draftLines(after: metaLines)
    let (draftArea, bodyFrame) = afterMeta.sliced(
      metrics.lineHeight * (draftLines + labelLines + sendLines), from: .bottom)
    let (labelFrame, fieldAndSend) = draftArea.sliced(
      metrics.lineHeight * labelLines, from: .top)
    let sendColumn: Rect
    let fieldFrame: Rect
    if sendBelow {
      let (sendRow, fieldRow) = fieldAndSend.sliced(touchHeight, from: .bottom)
      sendColumn = sendRow.sliced(sendWidth, from: .trailing).slice
      fieldFrame = fieldRow
    } else {
      (sendColumn, fieldFrame) = fieldAndSend.sliced(sendWidth, from: .trailing)
    }
    let draft = model.currentDraft
    // With no line for the meta, it leads the body, which scrolls: never lost.
    let meta = "From \(message.sender) · \(message.date)"
    let body = bodyText(message, leadingMeta: metaLines == 0, leadingSubject: subjectLines == 0)
    var children = [
      LayoutNode(
        id: "detail.subject",
        role: .label(TextLine.fit(message.subject, direction: env.layoutDirection, width: columns)),
        frame: subjectFrame,
        emphasis: .heading),
      LayoutNode(
        id: "detail.meta",
        role: .label(
          TextLine.fit(meta, direction: env.layoutDirection, width: columns)),
        frame: metaFrame, emphasis: .muted),
      LayoutNode.scrolling(
        id: "detail.body", body, frame: bodyFrame, metrics: metrics,
        offset: model.bodyScroll[message.id] ?? 0, direction: env.layoutDirection),
      LayoutNode(
        id: "detail.draft.label",
        role: .label(
          TextLine.fit("Reply to \(message.sender)", direction: env.layoutDirection, width: columns)
        ), frame: labelFrame,
        emphasis: .muted),
      LayoutNode(
        id: "detail.draft",
        role: .field(
          text: draft.text, cursor: model.isEditingDraft ? draft.cursor : nil,
          placeholder: "Tab: write a reply"),
        frame: sendBelow
          ? fieldFrame : fieldFrame.sliced(metrics.columnWidth, from: .trailing).remainder,
        emphasis: model.isEditingDraft ? .focused : .normal),
      LayoutNode(
        id: "detail.send", role: .control(symbol: "➤", title: "Send"),
        frame: sendColumn.sliced(touchHeight, from: .top).slice,
        emphasis: draft.isEmpty ? .muted : .normal, key: key(for: .send)),
    ]
    // With no line for it, the draft's label is left out: the placeholder says it.
    if labelLines == 0 { children.removeAll { $0.id == "detail.draft.label" } }
    if metaLines == 0 { children.removeAll { $0.id == "detail.meta" } }
    if subjectLines == 0 { children.removeAll { $0.id == "detail.subject" } }
    if metrics.lines(in: bodyFrame.height) == 0 {
      // A pane too short for the draft and a line of the body (under a tabletop's
      // fold in a Split View window, at a large text size): one at a time, and
      // Reply switches between them, so neither the message nor the draft is lost.
      let draftIDs: Set = ["detail.draft.label", "detail.draft", "detail.send"]
      func hidden(_ id: String, _ frame: Rect, _ nodes: [LayoutNode]) -> LayoutNode {
        LayoutNode(
          id: id, role: .container(.hidden(reachedBy: "toolbar.reply")), frame: frame,
          children: nodes)
      }
      if model.isEditingDraft {
        children = children.map {
          $0.id == "detail.body" ? hidden("detail.under-draft", $0.frame, [$0]) : $0
        }
      } else {
        let draftNodes = children.filter { draftIDs.contains($0.id) }
        children.removeAll { draftIDs.contains($0.id) || $0.id == "detail.body" }
        children += [
          LayoutNode.scrolling(
            id: "detail.body", body, frame: afterMeta, metrics: metrics,
            offset: model.bodyScroll[message.id] ?? 0, direction: env.layoutDirection),
          hidden("detail.under-body", draftArea, draftNodes),
        ]
      }
    }
    return LayoutNode(id: "detail", role: .container(.plain), frame: area, children: children)
  }

  public static func describe(_ model: ListDetailModel) -> [(name: String, value: String)] {
    let draft = model.currentDraft
    return [
      ("selection", "\(model.selection)"),
      ("list anchor", "\(model.listAnchor)"),
      ("path", model.isDetailPushed ? "list > \(model.selection)" : "list"),
      ("focus", model.isEditingDraft ? "draft" : "list"),
      ("draft", draft.text.debugDescription),
      ("draft cursor", "\(draft.cursor)"),
      ("drafts", model.drafts.keys.sorted().map(String.init).joined(separator: ",")),
      (
        "body scroll",
        model.bodyScroll.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(
          separator: ",")
      ),
      ("flagged", model.flagged.sorted().map(String.init).joined(separator: ",")),
      ("unread", model.unread.sorted().map(String.init).joined(separator: ",")),
      ("replied", model.replied.sorted().map(String.init).joined(separator: ",")),
    ]
  }
}
