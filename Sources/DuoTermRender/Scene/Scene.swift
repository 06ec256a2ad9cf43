import DuoLayoutCore

/// One whole frame: both displays in their bezels, the pattern on the lit one, the
/// fold band and occlusions, the overlays and the status line. Pure: the same state
/// draws the same grid.
///
/// ```swift
/// let grid = Scene.render(EmulatorState(pose: .book))
/// print(grid.text)
/// ```
public enum Scene {
  /// The frame for `state`, with `tree` (the pattern's layout, or an in-between
  /// frame of a transition) on the lit display.
  public static func render(_ state: EmulatorState, tree: LayoutNode? = nil) -> CellGrid {
    var painted = PaintedParts()
    return render(state, layout: SceneLayout(state: state), tree: tree, painted: &painted)
  }

  /// The whole frame for `state` laid out as `layout` (nil: too small), its parts
  /// painted into `painted`, which becomes this frame's (`ShownFrame` paints the
  /// next frame's parts from it).
  static func render(
    _ state: EmulatorState, layout: SceneLayout?, tree: LayoutNode? = nil,
    painted: inout PaintedParts
  ) -> CellGrid {
    guard let layout else {
      painted = PaintedParts()
      return TooSmallScreen.render(state)
    }
    // The bezels and the dark display come drawn (`SceneBackdrop`); the parts (the
    // lit display's content, the status line) go on them, then the overlays.
    var canvas = Canvas(grid: SceneBackdrop.grid(for: state, layout: layout))
    // Painted on the glass: frames from the top left whatever the direction.
    let env = state.shownEnvironment.physical
    let shown = tree ?? state.shownTree
    for part in parts(state, layout: layout, tree: shown, painted: &painted) {
      canvas.grid.place(part.grid, x: part.x, y: part.y)
    }
    if state.showsRegionOverlay {
      RegionOverlay.paint(env: env, tree: shown, layout: layout, on: &canvas)
    }
    if state.showsHelp {
      HelpOverlay.paint(state, on: &canvas)
    }
    return canvas.grid
  }

  /// The base of `state`'s frame laid out as `layout`, for a front that shows a
  /// frame of the same base (`ShownFrame`): then only the parts are drawn, and
  /// everything else on screen stays as it is. Nil while an overlay is up (it
  /// covers more than the parts) or the terminal is too small: then the frame is
  /// drawn whole, by `render`.
  static func base(_ state: EmulatorState, layout: SceneLayout?) -> SceneBase? {
    guard !state.showsRegionOverlay, !state.showsHelp, let layout else { return nil }
    return SceneBase(backdrop: SceneBackdrop.Key(state, layout: layout))
  }

  /// The lit display's window with the pattern and its regions, and the status
  /// row: each drawn on a grid of its own, at its place. In Split View, first the
  /// whole display with the other app's placeholder and the divider, then the
  /// app's window over its part.
  static func parts(
    _ state: EmulatorState, layout: SceneLayout, tree: LayoutNode, painted: inout PaintedParts
  ) -> [ScenePart] {
    // A two-screen device's hinge: glass edges over whatever reached it (the
    // backdrop draws where they meet the bezel).
    let glass = state.profile.geometry(
      display: state.shownDisplay, isRotated: state.device.isRotated
    ).glass
    var split: [ScenePart] = []
    if let windows = layout.split {
      var whole = layout.placement(state.shownDisplay)
      let at = (x: whole.window.x, y: whole.window.y)
      whole.window.x = 0
      whole.window.y = 0
      whole.raster.originX = 0
      whole.raster.originY = 0
      var canvas = Canvas(grid: CellGrid(width: whole.window.width, height: whole.window.height))
      SplitViewPainter.paint(windows, placement: whole, on: &canvas)
      ScreenGap.paint(
        screens: glass, placement: whole, style: Palette.litBezel, heavy: true, tees: false,
        on: &canvas)
      split.append(ScenePart(x: at.x, y: at.y, grid: canvas.grid))
    }
    let placement = layout.app
    // The window's own cells: the same placement, its origin at (0, 0).
    var local = placement
    local.window.x = 0
    local.window.y = 0
    local.raster.originX = 0
    local.raster.originY = 0
    let size = (width: local.window.width, height: local.window.height)
    // On the glass: frames from the top left whatever the direction; the hinge
    // again, measured from the app's window.
    let origin = layout.split?.app.origin ?? .zero
    let overlay = WindowOverlay(
      regions: state.shownEnvironment.physical.regions, placement: local,
      screens: glass.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) })
    // Mid-glide every frame moves the whole tree: comparing it with the last frame
    // would find every row changed, so it is painted whole without the comparison.
    if painted.tree == nil || state.transition != nil {
      painted.tree = PaintedTree(
        tree, raster: local.raster, width: size.width, height: size.height, overlay: overlay)
    } else {
      painted.tree?.paint(
        tree, raster: local.raster, width: size.width, height: size.height, overlay: overlay)
    }
    let window = painted.tree?.grid ?? CellGrid(width: size.width, height: size.height)
    let columns = state.terminal.columns
    PaintedPart.paint(
      &painted.status, shows: StatusLine.content(state, width: columns), width: columns, height: 1
    ) { StatusLine.paint($0, row: 0, on: &$1) }
    var result =
      split + [
        // In Split View the whole display is placed first, over the window's
        // last cells: its rows are all new again.
        ScenePart(
          x: placement.window.x, y: placement.window.y, grid: window,
          changed: split.isEmpty ? painted.tree?.changed : nil)
      ] + (painted.status.map { [$0.part(x: 0, y: layout.statusRow)] } ?? [])
    // The rows under the phone that change while it runs: the pose bar, a caption.
    if let row = layout.poseBar {
      PaintedPart.paint(
        &painted.poseBar, shows: PoseBar.Content(items: PoseBar.items(state), width: row.width),
        width: row.width, height: 1
      ) { PoseBar.paint($0.items, in: CellRect(x: 0, y: 0, width: $0.width, height: 1), on: &$1) }
      result += painted.poseBar.map { [$0.part(x: row.x, y: row.y)] } ?? []
    } else {
      painted.poseBar = nil  // not on screen: painted whole when it is back
    }
    if let band = layout.caption, let caption = state.caption {
      var rows = Canvas(grid: CellGrid(width: band.width, height: band.height))
      paintCaption(
        caption, in: CellRect(x: 0, y: 0, width: band.width, height: band.height), on: &rows)
      result.append(ScenePart(x: band.x, y: band.y, grid: rows.grid))
    }
    // The keys' row is drawn while it is there, blank once the last cap goes.
    if let band = layout.keys {
      result.append(
        ScenePart(
          x: band.x, y: band.y, grid: KeyCapRow.grid(state.keyOverlay.labels, width: band.width)))
    }
    return result
  }

  /// A tour's caption, centred in its band; when the band is shorter than the
  /// caption, its last row ends in an ellipsis.
  private static func paintCaption(_ caption: String, in band: CellRect, on canvas: inout Canvas) {
    var lines = SceneLayout.captionLines(caption, width: band.width)
    if lines.count > band.height {
      lines = Array(lines.prefix(band.height))
      let last = lines[lines.count - 1]
      lines[lines.count - 1] =
        (TextWrap.lines(last, width: max(1, band.width - 4), limit: 1).first ?? "") + "…"
    }
    for (index, line) in lines.enumerated() {
      let width = TerminalWidth.of(line)
      let row = CellRect(
        x: band.x + max(0, (band.width - width - 2) / 2), y: band.y + index,
        width: min(band.width, width + 2), height: 1)
      canvas.fill(row, style: Palette.caption)
      canvas.write(line, x: row.x + 1, y: row.y, style: Palette.caption)
    }
  }

  /// The unlit display: dark glass, with its fold (inner display) faintly drawn.
  static func paintDark(
    _ state: EmulatorState, placement: DisplayPlacement, on canvas: inout Canvas
  ) {
    let env = state.profile.environment(
      display: placement.display, isRotated: state.device.isRotated, partlyOpen: false)
    canvas.clipping(to: placement.window) { screen in
      screen.fill(placement.window, style: Palette.darkDisplay)
      paintRegions(env.regions, placement: placement, lit: false, on: &screen)
      // One label a screen: a two-screen device's gap runs through the middle.
      let label = "(dark)"
      let screens = state.profile.geometry(
        display: placement.display, isRotated: state.device.isRotated
      ).glass
      for glass in screens.map(placement.raster.cells) {
        screen.write(
          label, x: glass.x + max(0, (glass.width - label.count) / 2),
          y: glass.y + glass.height / 2, style: Palette.darkLabel)
      }
    }
  }

  /// The fold band (inactive: a faint dotted line, drawn only where no card, field,
  /// button or text is, `covered`; active: a shaded band that tints whatever
  /// crosses it) and the active occlusions, which cover content.
  static func paintRegions(
    _ regions: [ReservedRegion], placement: DisplayPlacement, lit: Bool,
    covered: [CellRect] = [], on canvas: inout Canvas
  ) {
    for region in regions {
      let rect = placement.raster.band(region.frame)
      switch (region.kind, region.isActive) {
      case (.division, false):
        let glyph: Character = region.isVertical ? "┊" : "┈"
        paintBand(
          rect, glyph: glyph, style: Palette.foldInactive, tint: false, covered: covered,
          on: &canvas)
      case (.division, true):
        paintBand(rect, glyph: "░", style: Palette.foldActive, tint: true, on: &canvas)
      case (.occlusion, true):
        if lit { canvas.fill(rect, with: "▓", style: Palette.occlusion) }
      case (.occlusion, false):
        break
      }
    }
  }

  /// Draws a band: blank cells get the band's glyph; cells with content keep their
  /// glyph and, when `tint`, take the band's colours. A line (not `tint`) leaves out
  /// the blanks beside text, so it never fills the spaces between words.
  private static func paintBand(
    _ rect: CellRect, glyph: Character, style: Style, tint: Bool, covered: [CellRect] = [],
    on canvas: inout Canvas
  ) {
    let area = rect.intersection(canvas.clip)
    guard !area.isEmpty else { return }
    let center = area.x + area.width / 2
    let middle = area.y + area.height / 2
    // A reversed blank is part of a highlight (a selected card or row), not glass.
    func isBlank(_ x: Int, _ y: Int) -> Bool {
      guard x >= canvas.clip.x, x < canvas.clip.maxX else { return true }
      let cell = canvas.grid[x, y]
      return cell.asciiValue == 0x20 && !cell.isContinuation && !cell.style.isReverse
    }
    guard tint else {
      // Decided before any is drawn: a dot just drawn is not text beside the next.
      let line =
        area.width >= area.height
        ? (area.x..<area.maxX).map { (x: $0, y: middle) }
        : (area.y..<area.maxY).map { (x: center, y: $0) }
      let dotted = line.filter { cell in
        isBlank(cell.x, cell.y) && isBlank(cell.x - 1, cell.y) && isBlank(cell.x + 1, cell.y)
          && !covered.contains { $0.contains(x: cell.x, y: cell.y) }
      }
      for cell in dotted { canvas.grid.set(Cell(glyph, style: style), x: cell.x, y: cell.y) }
      return
    }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        if isBlank(x, y) {
          canvas.grid.set(Cell(glyph, style: style), x: x, y: y)
        } else {
          canvas.grid.restyle(CellRect(x: x, y: y, width: 1, height: 1)) {
            $0.foreground = style.foreground
            $0.background = style.background
          }
        }
      }
    }
  }
}
