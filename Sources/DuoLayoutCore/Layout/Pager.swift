/// A pager: a previous button, where the reader is, a next button, centred in a
/// strip. The two-page reader turns pages with it; the feed scrolls by screens.
/// It is made to fit `room` (one side of a fold), so displacement can always move
/// it off an active fold: the buttons drop their titles first, then the position
/// takes a shorter form. Each button stays a touch target (`TouchTarget`).
///
/// ```swift
/// let pager = Pager(
///   id: "pager", previous: BarItem("previous", symbol: "◀", title: "Previous", key: .left),
///   next: BarItem("next", symbol: "▶", title: "Next", key: .right))
/// pager.node(
///   forms: ["12–13 / 38", "12–13", "12"], widest: ["38–38 / 38", "38–38", "38"],
///   strip: strip, room: pageWidth, metrics: metrics)
/// ```
public struct Pager: Sendable {
  public var id: String
  /// The buttons, `id.name` each: their keys are what a click on them presses.
  public var previous: BarItem
  public var next: BarItem

  public init(id: String, previous: BarItem, next: BarItem) {
    self.id = id
    self.previous = previous
    self.next = next
  }

  /// The pager's node. `forms` are the position, longest first: it is shortened by
  /// dropping a part, never by cutting digits off. A form gets the room of its
  /// `widest` counterpart (`38–38 / 38`) when that fits too, so the buttons stay put
  /// while the position changes.
  ///
  /// `atStart` and `atEnd` dim the button that has nowhere to go.
  public func node(
    forms: [String], widest: [String], strip: Rect, room: Double, metrics: TextMetrics,
    atStart: Bool = false, atEnd: Bool = false
  ) -> LayoutNode {
    func columns(_ label: String) -> Double {
      Double(TerminalWidth.of(label) + 2) * metrics.columnWidth
    }
    let limit = min(strip.width, room)
    let titled = max(
      columns("\(previous.symbol) \(previous.title)"), columns("\(next.symbol) \(next.title)"))
    // Titles only while the fullest position fits beside them; the symbols alone
    // no wider than half the room (a ⅓ Split View window at the largest text), but
    // never narrower than a touch target, nor shorter (`TouchTarget`).
    let target = TouchTarget.width(in: metrics)
    let button = max(
      target,
      2 * titled + columns(widest.first ?? "") <= limit
        ? titled : min(columns(previous.symbol), limit / 2))
    let height = TouchTarget.height(in: metrics)
    // The fullest position that fits; in the room of its widest counterpart when
    // that fits too (steady buttons), else in its own.
    let fitting = forms.indices.first { 2 * button + columns(forms[$0]) <= limit }
    let text = fitting.map { forms[$0] } ?? ""
    let room =
      fitting.map { index in
        let steady = index < widest.count && 2 * button + columns(widest[index]) <= limit
        return steady ? columns(widest[index]) : columns(forms[index])
      } ?? 0
    let labelWidth = max(0, min(room, limit - 2 * button))
    let width = 2 * button + labelWidth
    let frame = Rect(
      x: strip.midX - width / 2, y: strip.minY + max(0, strip.height - height) / 2,
      width: width, height: height)
    let (previousFrame, rest) = frame.sliced(button, from: .leading)
    let (nextFrame, labelFrame) = rest.sliced(button, from: .trailing)
    let labelColumns = metrics.columns(in: labelFrame.width)
    let padding = String(repeating: " ", count: max(0, (labelColumns - TerminalWidth.of(text)) / 2))
    return LayoutNode(
      id: id, role: .container(.plain), frame: frame,
      children: [
        LayoutNode(
          id: "\(id).\(previous.name)",
          role: .control(symbol: previous.symbol, title: previous.title),
          frame: previousFrame, emphasis: atStart ? .muted : .normal, key: previous.key),
        LayoutNode(
          id: "\(id).position", role: .label(padding + text), frame: labelFrame, emphasis: .muted),
        LayoutNode(
          id: "\(id).\(next.name)", role: .control(symbol: next.symbol, title: next.title),
          frame: nextFrame, emphasis: atEnd ? .muted : .normal, key: next.key),
      ])
  }
}
