/// A toolbar, placed as iPhone Duo places its bars (Preparing your app for iPhone Duo;
/// HIG, Vertical controls): down the
/// trailing side at compact width and on a display wider than tall; along the
/// bottom on a regular display taller than tall, the inner display held tall.
/// The same items in the same order in every pose; only the axis changes. An
/// active fold or hinge that crosses the bar (a horizontal bar on a tall inner
/// display whose fold runs top to bottom; a side bar on a wide display folded
/// across) keeps the items off it: a horizontal bar puts them on the trailing
/// side of the fold, a side bar carries on below it. Every item is a touch target
/// (`TouchTarget`); a bar too short (or, along the bottom, too narrow) for them
/// all shows the first ones and a More item, and holds the rest in a hidden
/// overflow that More reaches.
///
/// A side bar that would leave the content beside it narrower than the bar itself
/// goes along the bottom instead: in a ⅓ Split View window at the largest text
/// sizes (314 pt, 25 pt a column) the status bar's inset (84 pt) and a side bar
/// (100 pt) leave a pane of 98 pt, three columns, where no subject or reply field
/// is usable; along the bottom the pane keeps the window's safe width. Basis:
/// design (Apple's HIG, Vertical controls, places bars by the display's shape; it does not
/// foresee a window where the bar would outweigh what it serves, and content comes
/// first).
///
/// ```swift
/// let (bar, content) = Toolbar.layout(items, in: env.safeBounds, env: env)
/// bar.node(id: "toolbar.reply")  // a control with symbol and title
/// ```
public enum Toolbar {
  /// True when the bar cut from `area` runs down the side: at compact width and in
  /// a window wider than tall, unless the content beside it would be narrower than
  /// the bar (see above).
  public static func isVertical(in env: LayoutEnvironment, area: Rect) -> Bool {
    guard env.horizontalSizeClass == .compact || env.windowSize.isWide else { return false }
    let bar = thickness(vertical: true, in: env.textMetrics)
    let beside = LayoutMargins.content(of: area.sliced(bar, from: .trailing).remainder, in: env)
    return beside.width >= bar
  }

  /// Width of a vertical bar: a touch target with a column each side; height of a
  /// horizontal one: a touch target (`TouchTarget`, 44 pt, in whole cells). Basis:
  /// documented for the 44 pt (HIG), design for the column.
  static func thickness(vertical: Bool, in metrics: TextMetrics) -> Double {
    vertical
      ? TouchTarget.width(in: metrics) + metrics.columnWidth * 2
      : TouchTarget.height(in: metrics)
  }

  /// The bar, cut from the trailing (or bottom) edge of `area`, and the area left.
  /// A vertical bar can be cut from the leading edge instead (`side`): a tab bar
  /// beside a screen whose own toolbar runs down the trailing side, never over it.
  /// `vertical` overrides `isVertical` (a sheet's own bar runs along its bottom
  /// edge, as a sheet's navigation bar spans it on iOS, even on a narrow display).
  public static func layout(
    _ items: [BarItem], id: String = "toolbar", in area: Rect, env: LayoutEnvironment,
    side: Edge = .trailing, vertical: Bool? = nil
  ) -> (bar: LayoutNode, content: Rect) {
    let metrics = env.textMetrics
    let vertical = vertical ?? isVertical(in: env, area: area)
    let (strip, content) = area.sliced(
      thickness(vertical: vertical, in: metrics), from: vertical ? side : .bottom)
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
      // As many items as fit the strip a touch target wide, a column apart, from a
      // column in (as `flowed` places them at the smallest); the rest behind More.
      let spacing = metrics.columnWidth
      let fitting = Int((strip.width + 1e-9) / (TouchTarget.width(in: metrics) + spacing))
      let shown: [BarItem]
      (shown, overflow) = withOverflow(items, keep: items.count > fitting ? fitting - 1 : nil)
      // Symbol and title when they fit; the symbols alone when they do not.
      func widths(_ label: (BarItem) -> String) -> [Double] {
        shown.map {
          max(
            TouchTarget.width(in: metrics),
            metrics.columnWidth * Double(TerminalWidth.of(label($0)) + 2))
        }
      }
      var itemWidths = widths { "\($0.symbol) \($0.title)" }
      if itemWidths.reduce(0, +) + spacing * Double(shown.count - 1) > room.width {
        itemWidths = widths(\.symbol)
      }
      let total = itemWidths.reduce(0, +) + spacing * Double(max(0, shown.count - 1))
      var x = room.minX + max(0, (room.width - total) / 2)
      for (item, width) in zip(shown, itemWidths) {
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
  /// (HIG, Vertical controls: the overflow menu): the nodes shown, and the items held
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
    let (shown, overflow) = withOverflow(
      items, keep: placed.firstIndex { $0 == nil }.map { max(0, $0 - 1) })
    if !overflow.isEmpty { placed = frames(shown.count) }
    let nodes = zip(shown, placed).compactMap { item, frame in
      frame.map { node(item, id: id, frame: $0) }
    }
    return (nodes, overflow)
  }

  /// `items` as a bar shows them when only `keep` of them fit beside a More item
  /// (nil: all fit): the first `keep` and More, and the rest it holds. More stands
  /// for what it holds: selected when the selected item is in it.
  static func withOverflow(_ items: [BarItem], keep: Int?) -> (
    shown: [BarItem], overflow: [BarItem]
  ) {
    guard let keep = keep.map({ max(0, $0) }) else { return (items, []) }
    var more = overflowItem
    if items.dropFirst(keep).contains(where: { $0.emphasis == .selected }) {
      more.emphasis = .selected
    }
    return (Array(items.prefix(keep)) + [more], Array(items.dropFirst(keep)))
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
