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
    guard let layout = SceneLayout(state: state) else { return TooSmallScreen.render(state) }
    var canvas = Canvas(grid: CellGrid(width: state.terminal.columns, height: state.terminal.rows))
    let lit = state.shownDisplay
    let env = state.shownEnvironment
    let shown = tree ?? state.shownTree
    for display in Display.allCases {
      let placement = layout.placement(display)
      let isLit = display == lit
      let name = state.profile.displays[display].name
      canvas.box(
        placement.bezel, style: isLit ? Palette.litBezel : Palette.darkBezel, heavy: isLit,
        title: isLit ? "\(name) · lit" : "\(name) · dark")
      if isLit {
        canvas.clipping(to: placement.window) { screen in
          TreePainter.paint(shown, on: &screen, raster: placement.raster)
          // The flat-fold rule: the dotted line only in the gaps between things.
          let covered = shown.windowNodes.filter(\.role.hidesFoldLine).map {
            placement.raster.cells($0.frame)
          }
          paintRegions(
            env.regions, placement: placement, lit: true, covered: covered, on: &screen)
        }
      } else {
        paintDark(state, placement: placement, on: &canvas)
      }
    }
    if let hinge = layout.hinge {
      HingeView.paint(angle: state.device.hingeAngle, in: hinge, on: &canvas)
    }
    if state.showsRegionOverlay {
      RegionOverlay.paint(env: env, tree: shown, layout: layout, on: &canvas)
    }
    if let row = layout.poseBar {
      PoseBar.paint(state, in: row, on: &canvas)
    }
    if let band = layout.caption, let caption = state.caption {
      paintCaption(caption, in: band, on: &canvas)
    }
    StatusLine.paint(state, row: layout.statusRow, on: &canvas)
    if state.showsHelp {
      HelpOverlay.paint(state, on: &canvas)
    }
    return canvas.grid
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
  private static func paintDark(
    _ state: EmulatorState, placement: DisplayPlacement, on canvas: inout Canvas
  ) {
    let env = state.profile.environment(
      display: placement.display, isRotated: state.device.isRotated, partlyOpen: false)
    canvas.clipping(to: placement.window) { screen in
      screen.fill(placement.window, style: Palette.darkDisplay)
      paintRegions(env.regions, placement: placement, lit: false, on: &screen)
      let label = "(dark)"
      screen.write(
        label, x: placement.window.x + max(0, (placement.window.width - label.count) / 2),
        y: placement.window.y + placement.window.height / 2, style: Palette.darkLabel)
    }
  }

  /// The fold band (inactive: a faint dotted line, drawn only where no card, field,
  /// button or text is, `covered`; active: a shaded band that tints whatever
  /// crosses it) and the active occlusions, which cover content.
  private static func paintRegions(
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
      return cell.character == " " && !cell.isContinuation && !cell.style.isReverse
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
