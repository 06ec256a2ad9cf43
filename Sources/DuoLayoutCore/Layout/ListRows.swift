/// The rows of a list a person scrolls and selects through a `ListState`: those
/// that fit, from the first visible one (the anchor's, moved only to keep the
/// selection on screen), each `lines` tall with `gap` blank lines after it, the
/// selected one emphasised. Every list screen draws its rows here, so each scrolls
/// and selects alike and a row's ID is its item's (`rowID.itemID`) in every pose.
///
/// ```swift
/// ListRows.node(
///   id: "list.rows", rowID: "list.note", ids: ids, state: model.notes, capacity: 5,
///   in: frame, lines: 2, metrics: env.textMetrics
/// ) { index in [notes[index].title, notes[index].date] }  // "list.note.<id>" rows
/// ```
public enum ListRows {
  /// A scroll node `id` over `frame` holding one label per visible row;
  /// `text(index)` gives the lines of the item at `index` in `ids`.
  public static func node(
    id: String, rowID: String, ids: [String], state: ListState, capacity: Int, in frame: Rect,
    lines: Int = 1, gap: Int = 0, metrics: TextMetrics, text: (Int) -> [String]
  ) -> LayoutNode {
    let first = max(0, state.firstVisible(in: ids, capacity: capacity))
    let pitch = metrics.lineHeight * Double(lines + gap)
    let rows = (first..<min(ids.count, first + capacity)).map { index in
      LayoutNode(
        id: "\(rowID).\(ids[index])", role: .label(text(index).joined(separator: "\n")),
        frame: Rect(
          x: frame.minX, y: frame.minY + Double(index - first) * pitch, width: frame.width,
          height: metrics.lineHeight * Double(lines)),
        emphasis: ids[index] == state.selection ? .selected : .normal)
    }
    return LayoutNode(id: id, role: .scroll, frame: frame, children: rows)
  }
}
