/// A toolbar, placed as iPhone Duo places its bars (seed 002, rule 10): down the
/// trailing side at compact width and on a display wider than tall; along the
/// bottom on a regular display taller than tall, the inner display held tall.
/// The same items in the same order in every pose; only the axis changes. An
/// active fold or hinge that crosses the bar (a horizontal bar on a tall inner
/// display whose fold runs top to bottom; a side bar on a wide display folded
/// across) keeps the items off it: a horizontal bar puts them on the trailing
/// side of the fold, a side bar carries on below it. Every item is a touch target
/// (`TouchTarget`); a side bar too short for them all shows the first ones and a
/// More item, and holds the rest in a hidden overflow that More reaches.
///
/// ```swift
/// let (bar, content) = Toolbar.layout(items, in: env.safeBounds, env: env)
/// bar.node(id: "toolbar.reply")  // a control with symbol and title
/// ```
public enum Toolbar {
  /// True when the bar runs down the side.
  public static func isVertical(in env: LayoutEnvironment) -> Bool {
    env.horizontalSizeClass == .compact || env.windowSize.isWide
  }

  /// Width of a vertical bar: a touch target with a column each side; height of a
  /// horizontal one: a touch target (`TouchTarget`, 44 pt, in whole cells). Basis:
  /// documented for the 44 pt (HIG), design for the column.
  public static func thickness(in env: LayoutEnvironment) -> Double {
    let metrics = env.textMetrics
    return isVertical(in: env)
      ? TouchTarget.width(in: metrics) + metrics.columnWidth * 2
      : TouchTarget.height(in: metrics)
  }

  /// The bar, cut from the trailing (or bottom) edge of `area`, and the area left.
  /// A vertical bar can be cut from the leading edge instead (`side`): a tab bar
  /// beside a screen whose own toolbar runs down the trailing side, never over it.
  public static func layout(
    _ items: [BarItem], id: String = "toolbar", in area: Rect, env: LayoutEnvironment,
    side: Edge = .trailing
  ) -> (bar: LayoutNode, content: Rect) {
    let metrics = env.textMetrics
    let vertical = isVertical(in: env)
    let (strip, content) = area.sliced(
      thickness(in: env), from: vertical ? side : .bottom)
    var children: [LayoutNode] = []
    var overflow: [BarItem] = []
    if vertical {
      (children, overflow) = column(items, id: id, in: strip, env: env)
    } else {
      // On the trailing side of a fold running up through the bar, else the whole strip.
      let split = FoldSplit(area: strip, fold: env.fold(crossing: strip))
      let trailing =
        env.layoutDirection == .rightToLeft ? split.first : (split.second ?? split.first)
      let room = split.isSideBySide && split.second != nil ? trailing : strip
      // Symbol and title when they fit; the symbols alone when they do not.
      let spacing = metrics.columnWidth
      func widths(_ label: (BarItem) -> String) -> [Double] {
        items.map {
          max(
            TouchTarget.width(in: metrics),
            metrics.columnWidth * Double(TerminalWidth.of(label($0)) + 2))
        }
      }
      var itemWidths = widths { "\($0.symbol) \($0.title)" }
      if itemWidths.reduce(0, +) + spacing * Double(items.count - 1) > room.width {
        itemWidths = widths(\.symbol)
      }
      let total = itemWidths.reduce(0, +) + spacing * Double(max(0, items.count - 1))
      var x = room.minX + max(0, (room.width - total) / 2)
      for (item, width) in zip(items, itemWidths) {
        let frame = Rect(x: x, y: strip.minY, width: width, height: strip.height)
        children.append(node(item, id: id, frame: frame))
        x += width + spacing
      }
    }
    // An active region across the bar where the items would sit (a fold off the
    // middle of a Split View window): the items move off it together, trailing or
    // below, as displacement moves any control group, while the bar stays whole.
    if let first = children.first {
      let group = children.dropFirst().reduce(first.frame) {
        Rect(
          minX: min($0.minX, $1.frame.minX), minY: min($0.minY, $1.frame.minY),
          maxX: max($0.maxX, $1.frame.maxX), maxY: max($0.maxY, $1.frame.maxY))
      }
      let placed = Displacement.place(group, in: env, within: strip)
      let (dx, dy) = (placed.minX - group.minX, placed.minY - group.minY)
      children = children.map { $0.moved(dx: dx, dy: dy) }
      // No room for the group on either side, or more items than the bar holds
      // (the largest text in a narrow window): each item in turn from the bar's
      // start, stepping over the region, as small as a touch target if need be.
      let obstacles = env.reservedRegions().map(\.keepOut)
      let blocked = placed == group && obstacles.contains { $0.intersects(group) }
      if blocked || !children.allSatisfy({ strip.contains($0.frame) }) {
        children = flowed(children, vertical: vertical, in: strip, avoiding: obstacles, env: env)
      }
    }
    if let more = children.last { children += overflowNode(overflow, id: id, under: more) }
    let bar = LayoutNode(id: id, role: .container(.bar), frame: strip, children: children)
    return (bar, content)
  }

  /// `items` down `strip` (a side bar, or a sidebar's rows), each a touch target
  /// tall and a column in from each side, a line apart while they all fit so,
  /// carrying on below an active fold that runs across. Those that do not fit
  /// whole go to an overflow menu, behind a More item that takes the last place
  /// (seed 002, rule 10: the overflow menu): the nodes shown, and the items held
  /// back (`overflowNode` lays them out under More). `leadingGap`: a line before
  /// the first item too (false under a heading that has its own).
  static func column(
    _ items: [BarItem], id: String, in strip: Rect, env: LayoutEnvironment,
    leadingGap: Bool = true
  ) -> (shown: [LayoutNode], overflow: [BarItem]) {
    let metrics = env.textMetrics
    // The parts of the strip no active fold crosses.
    let split = FoldSplit(area: strip, fold: env.fold(crossing: strip))
    let height = TouchTarget.height(in: metrics)
    let gapLines = Double(items.count) * (height + metrics.lineHeight) <= strip.height ? 1.0 : 0
    /// Each item's frame down the strip; nil for one that does not fit whole.
    func frames(_ count: Int) -> [Rect?] {
      var y = strip.minY + (leadingGap ? metrics.lineHeight * gapLines : 0)
      return (0..<count).map { _ in
        // An item that would cross a fold running across the bar starts below it.
        if let gap = split.gap, !split.isSideBySide, y < gap.maxY, y + height > gap.minY {
          y = gap.maxY
        }
        defer { y += height + metrics.lineHeight * gapLines }
        guard y + height <= strip.maxY + 1e-9 else { return nil }
        return Rect(
          x: strip.minX + metrics.columnWidth, y: y,
          width: strip.width - 2 * metrics.columnWidth, height: height)
      }
    }
    var placed = frames(items.count)
    var shown = items
    var overflow: [BarItem] = []
    if placed.contains(nil) {
      let keep = max(0, (placed.firstIndex { $0 == nil } ?? items.count) - 1)
      // More stands for what it holds: selected when the selected item is in it.
      var more = overflowItem
      if items.dropFirst(keep).contains(where: { $0.emphasis == .selected }) {
        more.emphasis = .selected
      }
      shown = Array(items.prefix(keep)) + [more]
      overflow = Array(items.dropFirst(keep))
      placed = frames(shown.count)
    }
    let nodes = zip(shown, placed).compactMap { item, frame in
      frame.map { node(item, id: id, frame: $0) }
    }
    return (nodes, overflow)
  }

  /// The items held back from a bar, laid out under its More item `more` and not
  /// drawn (the audit finds them there, reached by More); none when none are.
  static func overflowNode(_ overflow: [BarItem], id: String, under more: LayoutNode)
    -> [LayoutNode]
  {
    guard !overflow.isEmpty else { return [] }
    return [
      LayoutNode(
        id: "\(id).overflow", role: .container(.hidden(reachedBy: more.id)), frame: more.frame,
        children: overflow.map { node($0, id: id, frame: more.frame) })
    ]
  }

  /// `items` one after another along the bar from its start (a column or a line
  /// in), each stepping past any of `obstacles` it would touch; when they then run
  /// past the bar's end, as small as an item gets: a touch target (`TouchTarget`).
  private static func flowed(
    _ items: [LayoutNode], vertical: Bool, in strip: Rect, avoiding obstacles: [Rect],
    env: LayoutEnvironment
  ) -> [LayoutNode] {
    let flowed = flow(items, vertical: vertical, in: strip, avoiding: obstacles, env: env)
    let fits = flowed.allSatisfy { strip.contains($0.frame) }
    guard !fits else { return flowed }
    let metrics = env.textMetrics
    let small = items.map { item in
      var item = item
      if vertical {
        item.frame.size.height = min(item.frame.height, TouchTarget.height(in: metrics))
      } else {
        item.frame.size.width = min(item.frame.width, TouchTarget.width(in: metrics))
      }
      return item
    }
    return flow(small, vertical: vertical, in: strip, avoiding: obstacles, env: env)
  }

  private static func flow(
    _ items: [LayoutNode], vertical: Bool, in strip: Rect, avoiding obstacles: [Rect],
    env: LayoutEnvironment
  ) -> [LayoutNode] {
    let metrics = env.textMetrics
    var cursor = vertical ? strip.minY : strip.minX + metrics.columnWidth
    return items.map { item in
      var frame = item.frame
      func at(_ position: Double) -> Rect {
        vertical
          ? Rect(x: frame.minX, y: position, width: frame.width, height: frame.height)
          : Rect(x: position, y: frame.minY, width: frame.width, height: frame.height)
      }
      frame = at(cursor)
      while let hit = obstacles.first(where: { $0.intersects(frame) }) {
        frame = at(vertical ? hit.maxY : hit.maxX)
      }
      cursor = (vertical ? frame.maxY : frame.maxX) + (vertical ? 0 : metrics.columnWidth)
      return item.moved(dx: frame.minX - item.frame.minX, dy: frame.minY - item.frame.minY)
    }
  }

  /// The item that opens the overflow menu on a side bar too short for every item.
  public static let overflowItem = BarItem("more", symbol: "⋯", title: "More")

  /// The ID of the More item on the bar `id`.
  public static func moreID(_ id: String) -> String { "\(id).\(overflowItem.name)" }

  private static func node(_ item: BarItem, id: String, frame: Rect) -> LayoutNode {
    LayoutNode(
      id: "\(id).\(item.name)", role: .control(symbol: item.symbol, title: item.title),
      frame: frame, emphasis: item.emphasis, key: item.key)
  }
}
