/// A row of controls centred on a point, as a camera's shutter row, a map's tools
/// or a player's transport sit near the middle of a screen. It is made to fit
/// `room` (one side of a fold, active or not), so displacement can always move it
/// off an active fold without changing its form: the titles drop first, then the
/// space between the items; each item stays a touch target (`TouchTarget`).
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
  /// `centreX`, no wider than `room`.
  public static func node(
    _ items: [BarItem], id: String, centreX: Double, y: Double, room: Double,
    metrics: TextMetrics
  ) -> LayoutNode {
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
    if total(itemWidths) > room { itemWidths = widths(\.symbol) }
    if total(itemWidths) > room { spacing = 0 }
    let width = total(itemWidths)
    var x = centreX - width / 2
    var children: [LayoutNode] = []
    for (item, itemWidth) in zip(items, itemWidths) {
      children.append(
        LayoutNode(
          id: "\(id).\(item.name)", role: .control(symbol: item.symbol, title: item.title),
          frame: Rect(x: x, y: y, width: itemWidth, height: height),
          emphasis: item.emphasis, key: item.key))
      x += itemWidth + spacing
    }
    return LayoutNode(
      id: id, role: .container(.bar),
      frame: Rect(x: centreX - width / 2, y: y, width: width, height: height),
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
