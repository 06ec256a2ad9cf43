/// Two-page (the pattern catalog, `duoterm patterns`): a book. The reading position is a character offset, so the
/// same words stay on screen through every re-pagination a fold causes. The pager
/// sits centred under the pages; partly folded, it is displaced off the fold.
///
/// ```swift
/// var model = TwoPageModel()
/// TwoPagePattern.perform(.nextPage, on: &model, in: env)  // the next spread
/// ```
public enum TwoPagePattern: Pattern {
  public typealias Model = TwoPageModel
  public typealias Action = TwoPageAction

  public static let keys: [PatternKey<TwoPageAction>] = [
    PatternKey([.right, .pageDown, .space], .nextPage, "next page (two pages when two show)"),
    PatternKey([.left, .pageUp], .previousPage, "previous page"),
    PatternKey([.home], .firstPage, "the beginning"),
    PatternKey([.end], .lastPage, "the last page"),
    PatternKey([.character("c"), .tab], .toggleContents, "contents on / off"),
    PatternKey([.up], .contentsUp, "contents: previous chapter"),
    PatternKey([.down], .contentsDown, "contents: next chapter"),
    PatternKey([.enter], .openChapter, "contents: go to the chapter"),
    PatternKey([.character("m")], .mark, "mark this place"),
    PatternKey([.character("g")], .returnToMark, "return to the mark"),
  ]

  public static func perform(
    _ action: TwoPageAction, on model: inout TwoPageModel, in env: LayoutEnvironment
  ) {
    let geometry = TwoPageGeometry(model.book, env: env)
    let pagination = geometry.pagination
    let pages = pagination.pageCount
    let spread = geometry.pages.count
    let current = pagination.pageIndex(containing: model.position)
    let chapters = model.book.chapters.count
    switch action {
    case .nextPage:
      if current + spread < pages { model.position = pagination.pageStart(current + spread) }
    case .previousPage:
      model.position = pagination.pageStart(max(0, current - spread))
    case .firstPage:
      model.position = 0
    case .lastPage:
      model.position = pagination.pageStart(max(0, pages - spread))
    case .toggleContents:
      model.showsContents.toggle()
      if model.showsContents {
        model.contentsSelection = pagination.chapter(containing: model.position)
      }
    case .contentsUp:
      model.contentsSelection = max(0, model.contentsSelection - 1)
    case .contentsDown:
      model.contentsSelection = min(chapters - 1, model.contentsSelection + 1)
    case .openChapter:
      guard model.showsContents || geometry.controlsArea != nil else { return }
      model.position = pagination.chapterStarts[min(max(0, model.contentsSelection), chapters - 1)]
      model.showsContents = false
    case .chapter(let chapter):
      model.contentsSelection = min(max(0, chapter), chapters - 1)
      model.position = pagination.chapterStarts[model.contentsSelection]
      model.showsContents = false
    case .mark:
      model.bookmark = model.position
    case .returnToMark:
      if let mark = model.bookmark { model.position = mark }
    }
  }

  /// The mark, and a return with no mark, say so: nothing else on the page moves.
  /// A chapter in the contents opens it, as Up, Down and Enter reach it.
  public static func tap(_ id: String, _ model: TwoPageModel) -> TwoPageAction? {
    guard id.hasPrefix("contents.chapter."),
      let chapter = Int(id.dropFirst("contents.chapter.".count))
    else { return nil }
    return .chapter(chapter - 1)
  }

  public static func feedback(
    _ action: TwoPageAction, from before: TwoPageModel, to after: TwoPageModel,
    in env: LayoutEnvironment
  ) -> String? {
    let pagination = TwoPageGeometry(after.book, env: env).pagination
    func page(_ position: Int) -> Int { pagination.pageIndex(containing: position) + 1 }
    switch action {
    case .mark: return "marked page \(page(after.position)): G comes back here"
    case .returnToMark:
      guard let mark = after.bookmark else { return "no mark yet: M marks this place" }
      return "back at the mark, page \(page(mark))"
    default: return nil
    }
  }

  public static func layout(_ model: TwoPageModel, in env: LayoutEnvironment) -> LayoutNode {
    let items = TwoPageGeometry.barItems.map { item in
      var item = item
      if item.name == "contents" && model.showsContents { item.emphasis = .selected }
      if item.name == "return" && model.bookmark == nil { item.emphasis = .muted }
      if item.name == "mark" && model.bookmark != nil { item.emphasis = .selected }
      return item
    }
    let geometry = TwoPageGeometry(model.book, env: env, barItems: items)
    let metrics = env.textMetrics
    let pagination = geometry.pagination
    let current = pagination.pageIndex(containing: model.position)
    var children: [LayoutNode] = []
    let names = ["first", "second"]
    for (slot, frame) in geometry.pages.enumerated() {
      if slot == 0 && model.showsContents && geometry.controlsArea == nil {
        children.append(contentsNode(model, pagination: pagination, in: frame, env: env))
        continue
      }
      let index = current + slot
      guard index < pagination.pageCount else { continue }
      let marked = model.bookmark.map { pagination.pageIndex(containing: $0) == index } ?? false
      children.append(
        pageNode(
          pagination.page(index), of: model.book, number: index + 1, id: "page.\(names[slot])",
          in: frame, marked: marked, env: env))
    }
    let lastShown = min(pagination.pageCount, current + geometry.pages.count)
    let shown = "\(current + 1)\(lastShown > current + 1 ? "–\(lastShown)" : "")"
    let total = pagination.pageCount
    let widest = geometry.pages.count > 1 ? "\(total)–\(total)" : "\(total)"
    let pager = Pager(
      id: "pager",
      previous: BarItem("previous", symbol: "◀", title: "Previous", key: key(for: .previousPage)),
      next: BarItem("next", symbol: "▶", title: "Next", key: key(for: .nextPage))
    ).node(
      forms: ["\(shown) / \(total)", shown, "\(current + 1)"],
      widest: ["\(widest) / \(total)", widest, "\(total)"], strip: geometry.pagerStrip,
      room: geometry.pages.map(\.width).min() ?? geometry.pagerStrip.width, metrics: metrics,
      atStart: current == 0, atEnd: lastShown >= total)
    children.append(Displacement.displace(pager, in: env, within: env.safeBounds))
    if let controls = geometry.controlsArea {
      children.append(contentsNode(model, pagination: pagination, in: controls, env: env))
    }
    children.append(geometry.bar)
    return LayoutNode(
      id: "two-page", role: .container(.plain), frame: env.bounds, children: children)
  }

  /// A page: its running head (with ⚑ on the marked page), its lines, its number.
  private static func pageNode(
    _ page: BookPage, of book: Book, number: Int, id: String, in frame: Rect, marked: Bool,
    env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    let (header, rest) = frame.sliced(metrics.lineHeight, from: .top)
    let (footer, body) = rest.sliced(metrics.lineHeight, from: .bottom)
    let title = book.chapters[page.chapter].title
    let columns = metrics.columns(in: frame.width)
    return LayoutNode(
      id: id, role: .container(.plain), frame: frame,
      children: [
        LayoutNode(
          id: "\(id).header",
          role: .label(
            runningHead((marked ? "⚑ " : "") + title, of: book, width: columns, env: env)),
          frame: header,
          emphasis: marked ? .focused : .muted),
        LayoutNode(id: "\(id).text", role: .label(page.lines.joined(separator: "\n")), frame: body),
        LayoutNode(
          id: "\(id).number", role: .label(pageNumber(number, width: columns, env: env)),
          frame: footer, emphasis: .muted),
      ])
  }

  /// The chapter's title, and the book's flush right when both fit whole.
  private static func runningHead(
    _ chapter: String, of book: Book, width: Int, env: LayoutEnvironment
  ) -> String {
    let both = TerminalWidth.of(chapter) + 3 + TerminalWidth.of(book.title) <= width
    return TextLine.fit(
      chapter, trailing: both ? book.title : "", direction: env.layoutDirection, width: width)
  }

  /// The page's number, centred: "— 12 —", in a narrow page "12", and in a page
  /// narrower still cut with "…" (the pager under the pages says it whole).
  private static func pageNumber(_ number: Int, width: Int, env: LayoutEnvironment) -> String {
    guard let form = ["— \(number) —", "\(number)"].first(where: { TerminalWidth.of($0) <= width })
    else { return TextLine.fit("\(number)", direction: env.layoutDirection, width: width) }
    return centred(form, width: width)
  }

  private static func centred(_ text: String, width: Int) -> String {
    String(repeating: " ", count: max(0, (width - TerminalWidth.of(text)) / 2)) + text
  }

  private static func contentsNode(
    _ model: TwoPageModel, pagination: Pagination, in frame: Rect, env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    let columns = metrics.columns(in: frame.width)
    let (header, list) = frame.sliced(metrics.lineHeight, from: .top)
    var children = [
      LayoutNode(
        id: "contents.header",
        role: .label(TextLine.fit("Contents", direction: env.layoutDirection, width: columns)),
        frame: header, emphasis: .heading)
    ]
    let capacity = metrics.lines(in: list.height)
    let first = ScrollAnchor.firstVisible(
      anchor: 0, selection: model.contentsSelection, capacity: capacity, stride: 1)
    let chapters = model.book.chapters
    for (row, chapter) in chapters.indices.dropFirst(first).prefix(capacity).enumerated() {
      let page = pagination.firstPage(ofChapter: chapter) + 1
      children.append(
        LayoutNode(
          id: "contents.chapter.\(chapter + 1)",
          role: .label(
            TextLine.fit(
              "\(chapter + 1). \(chapters[chapter].title)", trailing: "\(page)",
              direction: env.layoutDirection, width: columns
            )),
          frame: Rect(
            x: list.minX, y: list.minY + Double(row) * metrics.lineHeight, width: list.width,
            height: metrics.lineHeight),
          emphasis: chapter == model.contentsSelection ? .selected : .normal))
    }
    return LayoutNode(id: "contents", role: .scroll, frame: frame, children: children)
  }

  public static func describe(_ model: TwoPageModel) -> [(name: String, value: String)] {
    [
      ("position", "\(model.position)"),
      (
        "chapter",
        "\(Pagination.chapter(containing: model.position, starts: Pagination.chapterStarts(model.book.chapters)) + 1)"
      ),
      ("contents", model.showsContents ? "open" : "closed"),
      ("contents selection", "\(model.contentsSelection + 1)"),
      ("bookmark", model.bookmark.map(String.init) ?? "none"),
    ]
  }
}
