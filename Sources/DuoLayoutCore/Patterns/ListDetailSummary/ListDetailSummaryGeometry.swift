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
    // A column only where it holds the least a sheet would (a pane under a
    // tabletop's fold in a Split View window is too short for one).
    let edges = metrics.lineHeight * 2
    if let host = note, env.horizontalSizeClass == .regular,
      metrics.lines(in: host.height - edges) >= ListDetailSummaryGeometry.leastSheet.lines
    {
      let width = min(limits.ideal, max(limits.min, (host.width - gap) / 2))
      if host.width - width - gap >= limits.min {
        let (column, rest) = host.sliced(width, from: .trailing)
        note = rest.sliced(gap, from: .trailing).remainder
        summary = .column(column)
        return
      }
    }
    // A sheet over the note (or over the list, where the note is not showing).
    // Where the note's pane is a sliver (a Split View window the fold crosses
    // near its edge) the sheet would hold no key point: it goes over whichever
    // pane gives it the most room, as a sheet covers what is under it.
    let hosts = [note, list].compactMap { $0 }
    func room(_ sheet: SheetLayout) -> Double { sheet.inside.width * sheet.inside.height }
    let sheets = (hosts.isEmpty ? [content] : hosts).map { SheetLayout(area: $0, env: env) }
    let best =
      sheets.firstIndex {
        metrics.columns(in: $0.inside.width) >= ListDetailSummaryGeometry.leastSheet.columns
          && metrics.lines(in: $0.inside.height) >= ListDetailSummaryGeometry.leastSheet.lines
      } ?? sheets.indices.max { room(sheets[$0]) < room(sheets[$1]) } ?? 0
    let sheet = sheets[best]
    if !hosts.isEmpty && hosts[best] == note { note = sheet.peek } else { list = sheet.peek }
    summary = .sheet(sheet)
  }

  /// The least a sheet over the note holds before it goes over the list instead:
  /// a bullet and a word beside it, on three lines. Basis: design.
  static let leastSheet = (columns: 12, lines: 3)
}
