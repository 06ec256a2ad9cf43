/// A row of controls centred on a point, as a camera's shutter row, a map's tools
/// or a player's transport sit near the middle of a screen. It is made to fit
/// `room` (one side of a fold, active or not), so displacement can always move it
/// off an active fold without changing its form: the titles drop first, then the
/// space between the items; each item stays a touch target (`TouchTarget`). Where
/// even then the strip is wider than the screen's content (`limit`: a narrow Split
/// View window at the largest text), its items wrap onto rows above the last.
///
/// Every pattern's centred controls are made here and placed with
/// `Displacement.displace`, the one building block that moves them off the fold.
///
/// ```swift
/// let strip = ControlStrip.node(items, id: "camera.shutter", centreX: fold.midX, y: bottom,
///   room: narrowestSide, metrics: env.textMetrics)
/// Displacement.displace(strip, in: env, within: env.safeBounds)
/// ```
public enum ControlStrip {
  /// The strip of `items` (`id.name` each), a touch target tall at `y`, centred on
  /// `centreX`, made to fit `room` and never wider than `limit`. With
  /// `keepingTitles` the titles never drop: where the items are the words (a
  /// segmented control's options, whose symbols are only ● and ○) the strip wraps
  /// within `room` instead, and an item wider than the room is cut there (its
  /// title ends in "…").
  public static func node(
    _ items: [BarItem], id: String, centreX: Double, y: Double, room: Double,
    limit: Double = .infinity, keepingTitles: Bool = false, metrics: TextMetrics
  ) -> LayoutNode {
    let limit = keepingTitles ? min(limit, room) : limit
    var spacing = metrics.columnWidth
    let target = TouchTarget.width(in: metrics)
    let height = TouchTarget.height(in: metrics)
    func widths(_ label: (BarItem) -> String) -> [Double] {
      items.map { max(target, metrics.columnWidth * Double(TerminalWidth.of(label($0)) + 2)) }
    }
    func total(_ widths: [Double]) -> Double {
      widths.reduce(0, +) + spacing * Double(max(0, widths.count - 1))
    }
    // Titles go first, then the space between the items; an item never gets
    // narrower than a touch target.
    var itemWidths = widths { "\($0.symbol) \($0.title)" }
    if keepingTitles {
      itemWidths = itemWidths.map { min($0, max(limit, target)) }
    } else if total(itemWidths) > room {
      itemWidths = widths(\.symbol)
    }
    if total(itemWidths) > room { spacing = 0 }
    // Rows of as many items as `limit` takes, the last row at `y`, the others above.
    var rows: [[(item: BarItem, width: Double)]] = [[]]
    for (item, itemWidth) in zip(items, itemWidths) {
      if let last = rows.last, !last.isEmpty, total(last.map(\.width) + [itemWidth]) > limit {
        rows.append([])
      }
      rows[rows.count - 1].append((item, itemWidth))
    }
    let width = rows.map { total($0.map(\.width)) }.max() ?? 0
    let top = y - height * Double(rows.count - 1)
    var children: [LayoutNode] = []
    for (index, row) in rows.enumerated() {
      var x = centreX - total(row.map(\.width)) / 2
      for (item, itemWidth) in row {
        children.append(
          LayoutNode(
            id: "\(id).\(item.name)", role: .control(symbol: item.symbol, title: item.title),
            frame: Rect(x: x, y: top + height * Double(index), width: itemWidth, height: height),
            emphasis: item.emphasis, key: item.key))
        x += itemWidth + spacing
      }
    }
    return LayoutNode(
      id: id, role: .container(.bar),
      frame: Rect(
        x: centreX - width / 2, y: top, width: width, height: height * Double(rows.count)),
      children: children)
  }

  /// Where a strip centred in `area` goes: on the fold when one (active or not)
  /// runs top to bottom through the area, else the area's middle; and the room it
  /// has there: the narrower side of that fold, so it keeps its form when the fold
  /// turns active and displacement moves it to one side.
  public static func centre(in area: Rect, env: LayoutEnvironment) -> (x: Double, room: Double) {
    guard let fold = env.fold(crossing: area, includeInactive: true), fold.isVertical else {
      return (area.midX, area.width)
    }
    let room = FoldSplit(area: area, fold: fold).sides.map(\.width).min() ?? area.width
    return (fold.frame.midX, room)
  }
}
