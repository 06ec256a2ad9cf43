import DuoLayoutCore

/// The region overlay (F8): every reserved region outlined and tagged with its
/// identifier, the safe area's outline, a legend giving each region's kind, state
/// and frame in pt, every control in an active region marked red, and an audit line
/// naming them (`2 controls in the fold: toolbar.share, toolbar.delete`, or
/// `no control in the fold`).
///
/// It never hides what it explains: outlines and tags go only on cells with
/// nothing on them (blank glass, or the region's own shading), never on a control,
/// a field or a character of text; the legend goes outside the phone (beside or
/// under the displays), else on the dark display, which shows nothing. A control
/// keeps every character; only its colours change when it is in an active region.
public enum RegionOverlay {
  /// The audit line for `tree` in `env`.
  public static func auditLine(tree: LayoutNode, env: LayoutEnvironment) -> String {
    let ids = FoldAudit.controlsInTheFold(tree, env: env)
    switch ids.count {
    case 0: return "no control in the fold"
    case 1: return "1 control in the fold: \(ids[0])"
    default: return "\(ids.count) controls in the fold: \(ids.joined(separator: ", "))"
    }
  }

  /// The legend: one entry per region, then the safe area; in a short form when
  /// a full entry is wider than `width` columns.
  public static func legend(env: LayoutEnvironment, width: Int = .max) -> [String] {
    let regions = env.reservedRegions(includeInactive: true)
    let full =
      regions.map { region in
        "\(region.identifier) \(region.kind.rawValue) \(region.isActive ? "active" : "inactive") \(region.frame)"
      } + ["safe area \(env.safeBounds)"]
    guard full.contains(where: { TerminalWidth.of($0) > width }) else { return full }
    func short(_ rect: Rect) -> String {
      "\(rect.size)@\(rect.origin.x.pointText),\(rect.origin.y.pointText)"
    }
    return regions.map { region in
      "\(region.identifier) \(region.isActive ? "on" : "off") \(short(region.frame))"
    } + ["safe \(short(env.safeBounds))"]
  }

  /// Glyphs the scene draws for the regions themselves: the overlay may draw over them.
  static let regionGlyphs: Set<Character> = ["░", "▓", "┊", "┈"]

  /// Paints the overlay for `tree` in `env` on the lit display of `layout`, the
  /// legend and the audit line outside it (the audit line green when the fold is
  /// clear, red when not).
  public static func paint(
    env: LayoutEnvironment, tree: LayoutNode, layout: SceneLayout, on canvas: inout Canvas
  ) {
    let placement = layout.app
    let window = placement.window.intersection(canvas.clip)
    let raster = placement.raster
    // What the overlay must leave alone, judged on the scene before it: every cell
    // of a control or a field, every character on the glass that is not a region's
    // own shading, and the spaces between the words of a line of text.
    let scene = canvas.grid
    var kept = Array(repeating: false, count: scene.width * scene.height)
    func keep(_ rect: CellRect) {
      let rect = rect.intersection(window)
      for y in rect.y..<rect.maxY {
        for x in rect.x..<rect.maxX { kept[y * scene.width + x] = true }
      }
    }
    for node in tree.shownWindowNodes {
      let rect = raster.cells(node.frame).intersection(window)
      switch node.role {
      case .control, .field: keep(rect)
      case .text, .label:
        for y in rect.y..<rect.maxY {
          let written = (rect.x..<rect.maxX).filter { scene[$0, y].character != " " }
          if let first = written.first, let last = written.last {
            keep(CellRect(x: first, y: y, width: last - first + 1, height: 1))
          }
        }
      default: break
      }
    }
    let isFree = { (x: Int, y: Int) -> Bool in
      guard window.contains(x: x, y: y), !kept[y * scene.width + x] else { return false }
      let cell = scene[x, y]
      return !cell.isContinuation
        && (cell.character == " " || regionGlyphs.contains(cell.character))
    }
    // The safe area's outline on the cells just outside it; where the safe area
    // meets the window's edge, that side has no line.
    let safe = raster.cells(env.safeBounds)
    outline(
      CellRect(x: safe.x - 1, y: safe.y - 1, width: safe.width + 2, height: safe.height + 2),
      style: Palette.overlaySafeArea, where: isFree, on: &canvas)
    let regions = env.reservedRegions(includeInactive: true).map { ($0, raster.band($0.frame)) }
    for (_, rect) in regions {
      if rect.width >= 2 && rect.height >= 2 {
        outline(rect, style: Palette.overlayRegion, where: isFree, on: &canvas)
      } else {
        for y in rect.y..<rect.maxY {
          for x in rect.x..<rect.maxX where isFree(x, y) {
            canvas.grid.set(Cell("▒", style: Palette.overlayRegion), x: x, y: y)
          }
        }
      }
    }
    for (region, rect) in regions {
      tag(region, in: rect, where: isFree, on: &canvas)
    }
    let marked = Set(FoldAudit.controlsInTheFold(tree, env: env))
    for node in tree.shownWindowNodes where marked.contains(node.id) {
      canvas.clipping(to: window) {
        $0.restyle(raster.cells(node.frame)) { $0 = Palette.overlayAlert }
      }
    }
    // The audit line on a free row under the displays, or, when the terminal has
    // none to spare, on the first line of the dark display's glass (which shows
    // nothing), so the bezels stay whole.
    let below = max(layout.outer.bezel.maxY, layout.inner.bezel.maxY)
    let under =
      ([below] + [layout.hinge, layout.caption, layout.poseBar].compactMap { $0?.maxY }).max()
      ?? below
    let dark = layout.placement(layout.lit == .outer ? .inner : .outer).window
    let line = auditLine(tree: tree, env: env)
    let free = under < layout.statusRow
    let lines = free ? [line] : TextWrap.lines(line, width: max(1, dark.width - 2))
    let row =
      free
      ? CellRect(x: placement.bezel.x, y: under, width: placement.bezel.width, height: 1)
      : CellRect(x: dark.x, y: dark.y, width: dark.width, height: min(lines.count, dark.height))
    let style = marked.isEmpty ? Palette.overlaySafeArea : Palette.overlayAlert
    canvas.clipping(to: row) { band in
      band.fill(row, style: style)
      for (index, text) in lines.enumerated() {
        band.write(" \(text)", x: row.x, y: row.y + index, style: style)
      }
    }
    paintLegend(env: env, layout: layout, avoiding: row, on: &canvas)
  }

  /// An outline on the edge cells of `rect` that are free.
  private static func outline(
    _ rect: CellRect, style: Style, where isFree: (Int, Int) -> Bool, on canvas: inout Canvas
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    func put(_ glyph: Character, _ x: Int, _ y: Int) {
      if isFree(x, y) { canvas.grid.set(Cell(glyph, style: style), x: x, y: y) }
    }
    for x in rect.x + 1..<rect.maxX - 1 {
      put("─", x, rect.y)
      put("─", x, rect.maxY - 1)
    }
    for y in rect.y + 1..<rect.maxY - 1 {
      put("│", rect.x, y)
      put("│", rect.maxX - 1, y)
    }
    put("┌", rect.x, rect.y)
    put("┐", rect.maxX - 1, rect.y)
    put("└", rect.x, rect.maxY - 1)
    put("┘", rect.maxX - 1, rect.maxY - 1)
  }

  /// The region's identifier where every cell it needs is free: down inside a tall
  /// region, along inside a flat one, or just below or above a region too small to
  /// hold it. Where none is free it is left out (the legend names it anyway).
  private static func tag(
    _ region: ReservedRegion, in rect: CellRect, where isFree: (Int, Int) -> Bool,
    on canvas: inout Canvas
  ) {
    let inner = rect.width >= 3 && rect.height >= 3 ? rect.inset(1) : rect
    let name = Array(region.identifier)
    // Across, the tag is bracketed, `[inner-camera]`: the outline may be hidden by
    // the text under it, and a bare name would read as part of that text (a
    // message's title).
    let bracketed = Array("[\(region.identifier)]")
    var spots: [(text: [Character], cells: [(x: Int, y: Int)])] = []
    if region.isVertical {
      for x in inner.x..<inner.maxX {
        for y in inner.y..<max(inner.y, inner.maxY - name.count + 1) {
          spots.append((name, name.indices.map { (x, y + $0) }))
        }
      }
    } else {
      for y in [inner.y, rect.maxY, rect.y - 1] {
        let text = bracketed
        let width = TerminalWidth.of(String(text))
        let start = y == inner.y ? inner.x : inner.x - 1
        for x in start..<max(start + 1, inner.maxX - width + 1) {
          spots.append((text, text.indices.map { (x + $0, y) }))
        }
      }
    }
    guard let spot = spots.first(where: { $0.cells.allSatisfy { isFree($0.x, $0.y) } }) else {
      return
    }
    for (character, cell) in zip(spot.text, spot.cells) {
      canvas.grid.set(Cell(character, style: Palette.overlayRegion), x: cell.x, y: cell.y)
    }
  }

  /// The legend where nothing is: a free band outside the phone (under, over,
  /// right of or left of the displays), its entries side by side when they fit
  /// across; else the dark display's glass.
  private static func paintLegend(
    env: LayoutEnvironment, layout: SceneLayout, avoiding auditRow: CellRect,
    on canvas: inout Canvas
  ) {
    let grid = canvas.grid
    let phone =
      [layout.outer.bezel, layout.inner.bezel]
      + [layout.hinge, layout.caption, layout.poseBar].compactMap { $0 }
    let top = phone.map(\.y).min() ?? 0
    let bottom = phone.map(\.maxY).max() ?? 0
    let left = layout.outer.bezel.x
    let right = layout.inner.bezel.maxX
    let last = layout.statusRow
    var below = CellRect(x: 0, y: bottom, width: grid.width, height: last - bottom)
    if below.y == auditRow.y {
      below = CellRect(x: 0, y: below.y + 1, width: grid.width, height: below.height - 1)
    }
    let across = [below, CellRect(x: 0, y: 0, width: grid.width, height: top)]
    let beside = [
      CellRect(x: right + 1, y: 0, width: grid.width - right - 1, height: last),
      CellRect(x: 0, y: 0, width: max(0, left - 1), height: last),
    ]
    // Under or over the displays: the entries side by side, as many as fit across.
    for area in across where !area.isEmpty {
      for width in [Int.max, area.width - 2] {
        let entries = legend(env: env, width: width)
        let widest = (entries.map(TerminalWidth.of).max() ?? 0) + 2
        guard widest <= area.width else { continue }
        let columns = max(1, min(entries.count, (area.width + 1) / (widest + 1)))
        guard (entries.count + columns - 1) / columns <= area.height else { continue }
        for (index, entry) in entries.enumerated() {
          let x = area.x + (index % columns) * (widest + 1)
          let y = area.y + index / columns
          canvas.fill(CellRect(x: x, y: y, width: widest, height: 1), style: Palette.overlayLegend)
          canvas.write(entry, x: x + 1, y: y, style: Palette.overlayLegend)
        }
        return
      }
    }
    // Beside them: one entry under the other, wrapped to the room there.
    for area in beside where area.width >= 12 {
      let room = area.width - 2
      let lines = legend(env: env, width: room).flatMap { TextWrap.lines($0, width: room) }
      guard lines.count <= area.height else { continue }
      let y = area.y + (area.height - lines.count) / 2
      canvas.fill(
        CellRect(x: area.x, y: y, width: area.width, height: lines.count),
        style: Palette.overlayLegend)
      for (index, line) in lines.enumerated() {
        canvas.write(line, x: area.x + 1, y: y + index, style: Palette.overlayLegend)
      }
      return
    }
    // No room outside the phone: on the dark display's glass, wrapped, under the
    // audit line when that is there.
    var dark = layout.placement(layout.lit == .outer ? .inner : .outer).window
    if auditRow.y == dark.y && auditRow.x == dark.x {
      dark = CellRect(
        x: dark.x, y: auditRow.maxY, width: dark.width,
        height: max(0, dark.height - auditRow.height))
    }
    let room = max(1, dark.width - 2)
    let lines = legend(env: env, width: room).flatMap { TextWrap.lines($0, width: room) }
    canvas.clipping(to: dark) { glass in
      glass.fill(dark, style: Palette.overlayLegend)
      for (index, line) in lines.enumerated() {
        glass.write(line, x: dark.x + 1, y: dark.y + index, style: Palette.overlayLegend)
      }
    }
  }
}
