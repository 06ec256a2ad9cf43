/// What a component lays out from: the environment, the screen it is on (its
/// nodes' ID prefix), the item the screen shows (a conversation: values are kept
/// per item) and the app's state (its value, its draft, the focus).
///
/// ```swift
/// context.nodeID("wifi", "title")   // "settings.wifi.title"
/// context.value(of: "wifi")         // .bool(true)
/// ```
public struct ComponentContext: Sendable {
  public var env: LayoutEnvironment
  /// The screen's ID: every node's ID starts with it.
  public var screen: String
  /// The item the screen was opened for, if any.
  public var item: String?
  public var state: AppState
  /// The file's initial values, by control ID.
  public var initial: [String: AppValue]
  /// The column's width: every block is laid out this wide.
  public var width: Double

  public var metrics: TextMetrics { env.textMetrics }

  /// `<screen>.<id>` or `<screen>.<id>.<part>`.
  public func nodeID(_ id: String, _ part: String? = nil) -> String {
    part.map { "\(screen).\(id).\($0)" } ?? "\(screen).\(id)"
  }

  /// The control's value on this screen's item, else the file's.
  public func value(of id: String) -> AppValue? {
    state.values[AppState.key(id, item: item)] ?? initial[id]
  }

  /// What the field holds on this screen's item.
  public func draft(of id: String) -> Draft {
    state.drafts[AppState.key(id, item: item)] ?? Draft()
  }

  /// True when the keyboard focus is on `id` on this screen.
  public func isFocused(_ id: String) -> Bool {
    state.focus[AppState.placeKey(screen, item: item)] == id
  }

  /// True when `id` is the field being typed in.
  public func isTyping(_ id: String) -> Bool { state.typing && isFocused(id) }

  /// How a control stands out: focused, else `otherwise`.
  func emphasis(_ id: String, otherwise: Emphasis = .normal) -> Emphasis {
    isFocused(id) ? .focused : otherwise
  }

  /// `text` fitted to `width` points, `trailing` at the far edge.
  func line(_ text: String, trailing: String = "", width: Double) -> String {
    TextLine.fit(
      text, trailing: trailing, direction: env.layoutDirection, width: metrics.columns(in: width))
  }

  /// A control's width: its symbol and title with a column each side, at least a
  /// touch target (`TouchTarget`).
  func controlWidth(_ symbol: String, _ title: String) -> Double {
    max(
      TouchTarget.width(in: metrics),
      metrics.columnWidth * Double(TerminalWidth.of("\(symbol) \(title)") + 2))
  }

  /// One line tall, `height` tall block's middle line: where a label beside a
  /// control sits.
  func middleLine(of frame: Rect) -> Rect {
    let line = metrics.lineHeight
    let above = ((frame.height - line) / 2 / line).rounded(.down) * line
    return Rect(x: frame.minX, y: frame.minY + max(0, above), width: frame.width, height: line)
  }

  /// The room a title beside controls keeps at least, in columns.
  static let titleRoom = 12

  /// The widths of `controls` in a row beside a title: with their titles when
  /// they fit, else their symbols alone (each still a touch target).
  func controlWidths(
    _ controls: [(part: String, symbol: String, title: String, emphasis: Emphasis)]
  )
    -> [Double]
  {
    let room = width - metrics.columnWidth * Double(Self.titleRoom)
    let full = controls.map { controlWidth($0.symbol, $0.title) }
    return full.reduce(0, +) <= room ? full : controls.map { _ in TouchTarget.width(in: metrics) }
  }

  /// True when a title does not fit beside `controls` and goes on the line above.
  func titleAbove(_ controls: [(part: String, symbol: String, title: String, emphasis: Emphasis)])
    -> Bool
  {
    controlWidths(controls).reduce(0, +) > width - metrics.columnWidth * Double(Self.titleRoom)
  }

  /// True when `controls` are wider side by side than the whole column (a
  /// stepper's − and + in a narrow half): they stand one above the other, each a
  /// touch target, rather than run past the column's edge into the fold or off
  /// the safe area.
  func stacksControls(
    _ controls: [(part: String, symbol: String, title: String, emphasis: Emphasis)]
  ) -> Bool {
    controls.count > 1 && controlWidths(controls).reduce(0, +) > width
  }

  /// The height of a `controlRow`: a touch target (one a control where they
  /// stack), and a line for the title when it goes above.
  func controlRowHeight(
    _ controls: [(part: String, symbol: String, title: String, emphasis: Emphasis)]
  )
    -> Double
  {
    let rows = Double(stacksControls(controls) ? controls.count : 1)
    return TouchTarget.height(in: metrics) * rows + (titleAbove(controls) ? metrics.lineHeight : 0)
  }

  /// A title on the leading side and `controls` (each an ID part, a symbol, a
  /// title and how it stands out) flush with the trailing side, a touch target
  /// tall: the row a switch, a stepper or a picker is. Where the column is too
  /// narrow for both, the title (and `value`) takes the line above.
  func controlRow(
    _ id: String, title: String, value: String = "",
    controls: [(part: String, symbol: String, title: String, emphasis: Emphasis)], in frame: Rect
  ) -> [LayoutNode] {
    let widths = controlWidths(controls)
    var nodes: [LayoutNode] = []
    var row = frame
    let labelFrame: Rect
    var x = frame.maxX - widths.reduce(0, +)
    if titleAbove(controls) {
      (labelFrame, row) = frame.sliced(metrics.lineHeight, from: .top)
      x = max(row.minX, row.maxX - widths.reduce(0, +))
    } else {
      labelFrame = middleLine(
        of: Rect(
          x: frame.minX, y: frame.minY, width: max(0, x - frame.minX - metrics.columnWidth),
          height: frame.height))
    }
    nodes.append(
      LayoutNode(
        id: nodeID(id, "title"),
        role: .label(line(title, trailing: value, width: labelFrame.width)),
        frame: labelFrame))
    let stacked = stacksControls(controls)
    let height = stacked ? row.height / Double(controls.count) : row.height
    for (index, (control, width)) in zip(controls, widths).enumerated() {
      let place =
        stacked
        ? Rect(
          x: row.minX, y: row.minY + height * Double(index), width: min(width, row.width),
          height: height)
        : Rect(x: x, y: row.minY, width: width, height: row.height)
      nodes.append(
        LayoutNode(
          id: nodeID(id, control.part.isEmpty ? nil : control.part),
          role: .control(symbol: control.symbol, title: control.title),
          frame: place, emphasis: control.emphasis))
      x += width
    }
    return nodes
  }
}
