extension LayoutNode {
  /// Text that may run past its frame, from the wrapped line `offset`: a `.text`
  /// node as before when it fits; when it does not, a `.scroll` node holding the
  /// lines it shows, each ending at the trailing edge in a scroll bar column (`↑`
  /// on the first row while lines are above, `↓` on the last while lines are
  /// below, `┃` where the shown lines sit in the whole, `│` elsewhere). Nothing is
  /// cut: every line is some PageUps or PageDowns away (`scrolled`), so `text-lost`
  /// finds all of it reachable. With no line of room it stays `.text`, which the
  /// audit reports.
  ///
  /// ```swift
  /// LayoutNode.scrolling(id: "detail.body", body, frame: pane, metrics: m, offset: 3)
  /// // .scroll [label "… line 4 …   ↑\n… line 5 …   ┃\n…"]
  /// ```
  public static func scrolling(
    id: String, _ text: String, frame: Rect, metrics: TextMetrics, offset: Int,
    direction: LayoutDirection, emphasis: Emphasis = .normal
  ) -> LayoutNode {
    scrolling(
      id: id, whole: .text(text), frame: frame, metrics: metrics, offset: offset,
      direction: direction, emphasis: emphasis
    ) { TextWrap.lines(text, width: $0, limit: $1) }
  }

  /// Lines that may run past their frame, as `scrolling` lays out a text: `wrap`
  /// gives the lines at a width in columns (at most a limit of them, when it
  /// can stop early); `whole` is the node's role while they fit (a label of
  /// the lines, for text wrapped its own way, as a list of points with hanging
  /// indents).
  ///
  /// ```swift
  /// LayoutNode.scrolling(id: "summary.text", whole: .label(shown), frame: f, metrics: m,
  ///   offset: 0, direction: .leftToRight) { width, _ in points(width) }
  /// ```
  public static func scrolling(
    id: String, whole role: NodeRole, frame: Rect, metrics: TextMetrics, offset: Int,
    direction: LayoutDirection, emphasis: Emphasis = .normal,
    wrap: (_ width: Int, _ limit: Int) -> [String]
  ) -> LayoutNode {
    let columns = metrics.columns(in: frame.width)
    let room = metrics.lines(in: frame.height)
    let whole = LayoutNode(id: id, role: role, frame: frame, emphasis: emphasis)
    guard room > 0, columns > 2, wrap(columns, room + 1).count > room else { return whole }
    let lines = wrap(columns - 2, .max)
    let first = scrollOffset(offset, lines: lines.count, room: room)
    let shown = lines[first..<min(lines.count, first + room)]
    // The thumb: the rows of the bar that stand for the shown lines.
    let thumbStart = first * room / lines.count
    let thumbEnd = max(thumbStart + 1, (first + room) * room / lines.count)
    var rows: [String] = []
    for row in 0..<room {
      let mark =
        row == 0 && first > 0
        ? "↑"
        : row == room - 1 && first + room < lines.count
          ? "↓" : (thumbStart..<thumbEnd).contains(row) ? "┃" : "│"
      let line = row < shown.count ? shown[shown.startIndex + row] : ""
      rows.append(TextLine.fit(line, trailing: mark, direction: direction, width: columns))
    }
    let label = LayoutNode(
      id: id + ".lines", role: .label(rows.joined(separator: "\n")), frame: frame,
      emphasis: emphasis)
    return LayoutNode(id: id, role: .scroll, frame: frame, children: [label])
  }

  /// `offset` kept between the first line and the last page of `lines` wrapped
  /// lines shown `room` at a time.
  public static func scrollOffset(_ offset: Int, lines: Int, room: Int) -> Int {
    offset.clamped(to: 0...max(0, lines - max(1, room)))
  }

  /// The offset `pages` pages (negative: up) from `offset` for `text` in `frame`,
  /// kept within the text; 0 when the text fits.
  ///
  /// ```swift
  /// LayoutNode.scrolled(0, pages: 1, body, frame: pane, metrics: m)  // a page less a line
  /// ```
  public static func scrolled(
    _ offset: Int, pages: Int, _ text: String, frame: Rect, metrics: TextMetrics
  ) -> Int {
    scrolled(offset, pages: pages, frame: frame, metrics: metrics) {
      TextWrap.lines(text, width: $0).count
    }
  }

  /// `scrolled` for lines wrapped their own way: `lines` counts them at a width
  /// in columns, as `wrap` gave them to `scrolling`.
  public static func scrolled(
    _ offset: Int, pages: Int, frame: Rect, metrics: TextMetrics, lines count: (Int) -> Int
  ) -> Int {
    let columns = metrics.columns(in: frame.width)
    let room = metrics.lines(in: frame.height)
    guard room > 0, columns > 2 else { return 0 }
    let lines = count(columns - 2)
    guard lines > room else { return 0 }
    let page = max(1, room - 1)
    return scrollOffset(
      scrollOffset(offset, lines: lines, room: room) + pages * page, lines: lines, room: room)
  }
}
