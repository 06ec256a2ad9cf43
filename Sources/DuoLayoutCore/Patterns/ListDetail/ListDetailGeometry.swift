/// Where the list-detail pattern's parts go in an environment. Layout and key
/// handling share it, so "a page of rows" means what the person sees.
struct ListDetailGeometry {
  var bar: LayoutNode
  /// The list pane, nil when the detail covers it (compact, pushed).
  var list: Rect?
  /// The detail pane, nil when the list covers it (compact, not pushed).
  var detail: Rect?
  /// The divider between the panes when they sit side by side with no fold between.
  var divider: Rect?
  /// Rows of the list that fit (computed even while the list is covered).
  var rowCapacity: Int

  static let barItems = [
    BarItem("reply", symbol: "↩", title: "Reply", key: ListDetailPattern.key(for: .reply)),
    BarItem("flag", symbol: "⚑", title: "Flag", key: ListDetailPattern.key(for: .flag)),
    BarItem("unread", symbol: "✉", title: "Unread", key: ListDetailPattern.key(for: .toggleUnread)),
  ]

  init(_ model: ListDetailModel, env: LayoutEnvironment, barItems: [BarItem] = barItems) {
    self.init(pushed: model.isDetailPushed, env: env, barItems: barItems)
  }

  /// The panes for any list and detail (the mailbox's, a screen file's): `pushed`
  /// when the detail was opened over the list.
  init(pushed isDetailPushed: Bool, env: LayoutEnvironment, barItems: [BarItem]) {
    let metrics = env.textMetrics
    // An active division region in the environment splits the panes whatever
    // the width: one pane each side of it, so the detail never covers the list
    // there (the pattern sees only the region, never what made it active).
    let folded = env.fold(crossing: env.safeBounds) != nil
    // Back leads the bar only where the detail covers the list.
    let pushed = !env.showsTwoPanes && isDetailPushed && !folded
    let screen = ScreenArea(
      barItems, back: pushed ? ScreenArea.back(key: ListDetailPattern.key(for: .back)) : nil,
      env: env)
    bar = screen.bar
    let content = screen.content
    divider = nil
    if let fold = env.fold(crossing: content) {
      // Partly folded: one pane each side of the fold (measured: `NavigationSplitView` splits 50/50 at the fold).
      let split = FoldSplit(area: content, fold: fold)
      list = split.first
      detail = split.second ?? split.first
    } else if env.showsTwoPanes {
      // Flat: both, the list narrower: a third, widened toward 24 columns (a
      // sender and a date) while it stays under two fifths.
      let total = metrics.columns(in: content.width)
      let columns = max(total / 3, min(24, total * 2 / 5))
      let (listPane, rest) = content.sliced(Double(columns) * metrics.columnWidth, from: .leading)
      let (gap, detailPane) = rest.sliced(metrics.columnWidth * 2, from: .leading)
      list = listPane
      detail = detailPane
      divider = gap.sliced(metrics.columnWidth, from: .leading).slice
    } else if isDetailPushed {
      list = nil
      detail = content
    } else {
      list = content
      detail = nil
    }
    let listHeight = (list ?? content).height - metrics.lineHeight
    rowCapacity = max(1, metrics.lines(in: listHeight) / 2)
  }
}
