import DuoLayoutCore

/// The region overlay (F8): every reserved region outlined and tagged with its
/// identifier, the safe area's outline, a legend giving each region's kind, state
/// and frame in pt, every control in an active region marked red, and an audit line
/// naming them (`2 controls in the fold: toolbar.share, toolbar.delete`, or
/// `no control in the fold`).
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

  /// Paints the overlay over `placement`'s window, and the audit line on row `auditRow`
  /// across the bezel's width (green when the fold is clear, red when not).
  public static func paint(
    env: LayoutEnvironment, tree: LayoutNode, placement: DisplayPlacement, auditRow: Int,
    on canvas: inout Canvas
  ) {
    let window = placement.window
    var local = canvas.clipped(to: window)
    let raster = placement.raster
    // The safe area's outline on the cells just outside it, so it covers no content;
    // where the safe area meets the window's edge, that side has no line.
    let safe = raster.cells(env.safeBounds)
    local.box(
      CellRect(x: safe.x - 1, y: safe.y - 1, width: safe.width + 2, height: safe.height + 2),
      style: Palette.overlaySafeArea)
    let regions = env.reservedRegions(includeInactive: true).map { ($0, raster.band($0.frame)) }
    for (_, rect) in regions {
      if rect.width >= 2 && rect.height >= 2 {
        local.box(rect, style: Palette.overlayRegion)
      } else {
        local.fill(rect, with: "▒", style: Palette.overlayRegion)
      }
    }
    for (region, rect) in regions {
      tag(
        region, in: rect, window: window, others: regions.map(\.1).filter { $0 != rect }, on: &local
      )
    }
    let marked = Set(FoldAudit.controlsInTheFold(tree, env: env))
    for node in tree.windowNodes where marked.contains(node.id) {
      local.restyle(raster.cells(node.frame)) { $0 = Palette.overlayAlert }
    }
    // The legend, bottom left, on a panel of its own (wrapped if still too wide).
    let room = max(1, window.width - 2)
    let lines = legend(env: env, width: room).flatMap { TextWrap.lines($0, width: room) }
    let top = max(window.y, window.maxY - lines.count)
    let panelWidth = min(window.width, (lines.map(TerminalWidth.of).max() ?? 0) + 2)
    local.fill(
      CellRect(x: window.x, y: top, width: panelWidth, height: window.maxY - top),
      style: Palette.overlayLegend)
    for (index, line) in lines.enumerated() where top + index < window.maxY {
      local.write(line, x: window.x + 1, y: top + index, style: Palette.overlayLegend)
    }
    canvas.grid = local.grid
    let line = auditLine(tree: tree, env: env)
    let row = CellRect(x: placement.bezel.x, y: auditRow, width: placement.bezel.width, height: 1)
    let style = marked.isEmpty ? Palette.overlaySafeArea : Palette.overlayAlert
    canvas.fill(row, style: style)
    canvas.write(" \(line)", x: row.x, y: auditRow, style: style)
  }

  /// The region's identifier on cleared cells, so it reads on its own: down inside a
  /// tall region, along inside a flat one, or just below a region too small to hold
  /// it — unless it would cover another region there (the legend names it anyway).
  private static func tag(
    _ region: ReservedRegion, in rect: CellRect, window: CellRect, others: [CellRect],
    on canvas: inout Canvas
  ) {
    let inner = rect.width >= 3 && rect.height >= 3 ? rect.inset(1) : rect
    let name = region.identifier
    let width = TerminalWidth.of(name)
    if region.isVertical {
      // Cleared up to three columns wide: the name reads apart from any text under
      // the region, and a wide occlusion keeps most of its shading.
      let label = CellRect(
        x: inner.x, y: inner.y, width: min(inner.width, 3), height: min(name.count, inner.height))
      canvas.fill(label, style: Palette.overlayRegion)
      for (index, character) in name.prefix(label.height).enumerated() {
        canvas.write(
          String(character), x: label.x, y: label.y + index, style: Palette.overlayRegion)
      }
      return
    }
    let fits = width <= inner.width
    let x = fits ? inner.x : max(window.x, min(rect.x, window.maxX - width))
    let y = fits ? inner.y : rect.maxY
    let label = CellRect(x: x, y: y, width: min(width, window.maxX - x), height: 1)
    guard fits || !others.contains(where: { !$0.intersection(label).isEmpty }) else { return }
    canvas.fill(label, style: Palette.overlayRegion)
    canvas.write(name, x: x, y: y, style: Palette.overlayRegion)
  }
}
