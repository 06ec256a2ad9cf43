/// Where the notes screen's parts go: list-detail as the mailbox lays it out
/// (closed, the list, then the note; open and flat, both, the list narrower;
/// partly folded, one each side of the fold), plus the summary, an inspector on
/// the note: a trailing column where the note keeps a usable width beside it, a
/// sheet where it would not (compact width, or one side of a fold). Layout and
/// keys share it.
struct ListDetailSummaryGeometry {
  var bar: LayoutNode
  var list: Rect?
  var note: Rect?
  var divider: Rect?
  /// The summary beside the note, or as a sheet; nil while it is down.
  var summary: Summary?
  /// Notes the list has room for (computed even while the list is covered).
  var capacity: Int

  enum Summary {
    case column(Rect)
    case sheet(SheetLayout)
  }

  /// The summary column's width and the least the note keeps beside it, in
  /// points: the catalog's SwiftUI recipe asks for `inspectorColumnWidth(min: 240, ideal:
  /// 300, max: 360)`; the note keeps at least the column's minimum. Basis:
  /// documented (the recipe) and design (the note's minimum).
  static let columnWidth = (min: 240.0, ideal: 300.0)

  static let barItems = [
    BarItem(
      "summary", symbol: "✦", title: "Summary", key: ListDetailSummaryPattern.key(for: .summary)),
    BarItem("pin", symbol: "⚲", title: "Pin", key: ListDetailSummaryPattern.key(for: .pin)),
    BarItem(
      "reviewed", symbol: "✓", title: "Reviewed", key: ListDetailSummaryPattern.key(for: .reviewed)),
  ]

  init(
    _ model: ListDetailSummaryModel, env: LayoutEnvironment,
    barItems: [BarItem] = barItems
  ) {
    let metrics = env.textMetrics
    let pushed = !env.panesSideBySide && model.isDetailPushed
    let screen = ScreenArea(
      barItems, back: pushed ? ScreenArea.back(key: ListDetailSummaryPattern.key(for: .back)) : nil,
      env: env)
    bar = screen.bar
    let content = screen.content
    divider = nil
    if !screen.isCompact {
      if let fold = env.fold(crossing: content) {
        let split = FoldSplit(area: content, fold: fold)
        list = split.first
        note = split.second ?? split.first
      } else {
        let total = metrics.columns(in: content.width)
        let columns = max(total / 4, min(24, total / 3))
        let (listPane, rest) = content.sliced(
          Double(columns) * metrics.columnWidth, from: .leading)
        let (gap, notePane) = rest.sliced(
          metrics.columnWidth * 2, from: .leading)
        list = listPane
        note = notePane
        divider = gap.sliced(metrics.columnWidth, from: .leading).slice
      }
    } else {
      list = pushed ? nil : content
      note = pushed ? content : nil
    }
    let rows = metrics.lines(in: (list ?? content).height) - 1
    capacity = max(1, rows / 2)
    summary = nil
    guard model.summary.isShown else { return }
    let gap = metrics.columnWidth * 2
    let limits = ListDetailSummaryGeometry.columnWidth
    if let host = note, env.horizontalSizeClass == .regular {
      let width = min(limits.ideal, max(limits.min, (host.width - gap) / 2))
      if host.width - width - gap >= limits.min {
        let (column, rest) = host.sliced(width, from: .trailing)
        note = rest.sliced(gap, from: .trailing).remainder
        summary = .column(column)
        return
      }
    }
    // A sheet over the note (or over the list, where the note is not showing).
    let sheet = SheetLayout(area: note ?? list ?? content, env: env)
    if note != nil { note = sheet.peek } else { list = sheet.peek }
    summary = .sheet(sheet)
  }
}
