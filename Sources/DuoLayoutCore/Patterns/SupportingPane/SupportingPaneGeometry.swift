/// Where the recipe screen's parts go: a split arrangement with horizontal axes
/// only (the pattern catalog), the recipe primary and the ingredients pane
/// secondary. Open and flat, held wide: the recipe plus a narrower pane. Partly
/// folded like a book: one per side. Where the arrangement cannot split (the
/// closed phone, the inner display held tall or as a tabletop), only the recipe
/// shows and the pane comes up as a sheet on a key. Layout and keys share it, so
/// a page of steps is what the cook sees.
struct SupportingPaneGeometry {
  var bar: LayoutNode
  /// The recipe: all of its area, or the peek above the sheet.
  var main: Rect
  /// The pane beside the recipe, or the sheet: nil while the sheet is down.
  var pane: SheetOrSide?
  /// The rule between recipe and pane when they sit side by side on flat glass.
  var divider: Rect?
  /// Steps that fit in the recipe's full area (kept while the sheet is up, so a
  /// key under the sheet moves as it would without it).
  var capacity: Int

  enum SheetOrSide {
    case side(Rect)
    case sheet(SheetLayout)
  }

  /// The pane's share of a flat split: narrower than the recipe. Basis: design.
  static let recipeShare = 0.6
  /// Lines a step takes in the list: three of text and a blank one.
  static let stepLines = 4

  static let barItems = [
    BarItem(
      "ingredients", symbol: "≡", title: "Ingredients",
      key: SupportingPanePattern.key(for: .ingredients)),
    BarItem("done", symbol: "✓", title: "Done", key: SupportingPanePattern.key(for: .toggleDone)),
    BarItem(
      "restart", symbol: "↺", title: "Restart", key: SupportingPanePattern.key(for: .restart)),
  ]

  init(_ model: SupportingPaneModel, env: LayoutEnvironment, barItems: [BarItem] = barItems) {
    let metrics = env.textMetrics
    let screen = ScreenArea(barItems, env: env)
    bar = screen.bar
    let arranged = ArrangementLayout(
      Arrangement(style: .split, axes: .horizontal), area: screen.content, env: env,
      primaryShare: SupportingPaneGeometry.recipeShare, spacing: metrics.columnWidth * 3)
    divider = nil
    if arranged.showsSecondary {
      main = arranged.primary
      pane = .side(arranged.secondary)
      if let gap = arranged.gap, env.fold(crossing: gap) == nil {
        divider = Rect(
          x: gap.midX - metrics.columnWidth / 2, y: gap.minY, width: metrics.columnWidth,
          height: gap.height)
      }
    } else if model.sheet.isShown {
      let sheet = SheetLayout(area: arranged.primary, env: env)
      main = sheet.peek
      pane = .sheet(sheet)
    } else {
      main = arranged.primary
      pane = nil
    }
    let rows = metrics.lines(in: arranged.primary.height) - 3
    capacity = max(1, rows / SupportingPaneGeometry.stepLines)
  }

  /// True where the pane sits beside the recipe.
  var isSideBySide: Bool {
    if case .side = pane { true } else { false }
  }
}
