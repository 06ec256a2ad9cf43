/// A toolbar, placed as iPhone Duo places its bars (seed 002, rule 10): down the
/// trailing side at compact width and on a display wider than tall; along the
/// bottom on a regular display taller than tall, the inner display held tall.
/// The same items in the same order in every pose; only the axis changes.
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

  /// Width of a vertical bar: a symbol with two columns each side. Basis: design.
  public static func thickness(in env: LayoutEnvironment) -> Double {
    isVertical(in: env) ? env.textMetrics.columnWidth * 5 : env.textMetrics.lineHeight * 2
  }

  /// The bar, cut from the trailing (or bottom) edge of `area`, and the area left.
  public static func layout(
    _ items: [BarItem], id: String = "toolbar", in area: Rect, env: LayoutEnvironment
  ) -> (bar: LayoutNode, content: Rect) {
    let metrics = env.textMetrics
    let vertical = isVertical(in: env)
    let (strip, content) = area.sliced(
      thickness(in: env), from: vertical ? .trailing : .bottom)
    var children: [LayoutNode] = []
    if vertical {
      let lines = metrics.lines(in: strip.height)
      let itemLines = lines >= items.count * 3 ? 2 : 1
      let gapLines = lines >= items.count * 3 ? 1 : 0
      var y = strip.minY + metrics.lineHeight * Double(gapLines)
      for item in items {
        let height = metrics.lineHeight * Double(itemLines)
        let frame = Rect(
          x: strip.minX + metrics.columnWidth, y: y, width: strip.width - 2 * metrics.columnWidth,
          height: min(height, max(0, strip.maxY - y)))
        children.append(node(item, id: id, frame: frame))
        y += height + metrics.lineHeight * Double(gapLines)
      }
    } else {
      // Symbol and title when they fit; the symbols alone when they do not.
      let spacing = metrics.columnWidth
      func widths(_ label: (BarItem) -> String) -> [Double] {
        items.map { metrics.columnWidth * Double(TerminalWidth.of(label($0)) + 2) }
      }
      var itemWidths = widths { "\($0.symbol) \($0.title)" }
      if itemWidths.reduce(0, +) + spacing * Double(items.count - 1) > strip.width {
        itemWidths = widths(\.symbol)
      }
      let total = itemWidths.reduce(0, +) + spacing * Double(max(0, items.count - 1))
      var x = strip.minX + max(0, (strip.width - total) / 2)
      for (item, width) in zip(items, itemWidths) {
        let frame = Rect(
          x: x, y: strip.minY + metrics.lineHeight / 2, width: width, height: metrics.lineHeight)
        children.append(node(item, id: id, frame: frame))
        x += width + spacing
      }
    }
    let bar = LayoutNode(id: id, role: .container(.bar), frame: strip, children: children)
    return (bar, content)
  }

  private static func node(_ item: BarItem, id: String, frame: Rect) -> LayoutNode {
    LayoutNode(
      id: "\(id).\(item.name)", role: .control(symbol: item.symbol, title: item.title),
      frame: frame,
      emphasis: item.emphasis)
  }
}
