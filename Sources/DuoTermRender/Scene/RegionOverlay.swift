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

  /// The legend: one entry per region, then the safe area.
  public static func legend(env: LayoutEnvironment) -> [String] {
    env.reservedRegions(includeInactive: true).map { region in
      "\(region.identifier) \(region.kind.rawValue) \(region.isActive ? "active" : "inactive") \(region.frame)"
    } + ["safe area \(env.safeBounds)"]
  }

  public static func paint(
    env: LayoutEnvironment, tree: LayoutNode, placement: DisplayPlacement, auditRow: Int,
    on canvas: inout Canvas
  ) {
    var local = canvas.clipped(to: placement.window)
    let raster = placement.raster
    local.box(raster.cells(env.safeBounds), style: Palette.overlaySafeArea)
    for region in env.reservedRegions(includeInactive: true) {
      let rect = raster.band(region.frame)
      if rect.width >= 2 && rect.height >= 2 {
        local.box(rect, style: Palette.overlayRegion)
      } else {
        local.fill(rect, with: "▒", style: Palette.overlayRegion)
      }
      // The identifier inside the outline: down a tall region, along a flat one.
      var tag = local.clipped(to: rect.width >= 3 && rect.height >= 3 ? rect.inset(1) : rect)
      if region.isVertical {
        for (index, character) in region.identifier.enumerated() {
          tag.write(
            String(character), x: tag.clip.x, y: tag.clip.y + index, style: Palette.overlayRegion)
        }
      } else {
        tag.write(region.identifier, x: tag.clip.x, y: tag.clip.y, style: Palette.overlayRegion)
      }
      local.grid = tag.grid
    }
    let marked = Set(FoldAudit.controlsInTheFold(tree, env: env))
    for node in tree.windowNodes where marked.contains(node.id) {
      local.restyle(raster.cells(node.frame)) { $0 = Palette.overlayAlert }
    }
    // The legend, bottom left, each entry on a row of its own (wrapped if narrow).
    let window = placement.window
    let lines = legend(env: env).flatMap { TextWrap.lines($0, width: max(1, window.width - 2)) }
    let top = max(window.y, window.maxY - lines.count)
    for (index, line) in lines.enumerated() where top + index < window.maxY {
      local.write(" \(line) ", x: window.x, y: top + index, style: Palette.overlayLegend)
    }
    canvas.grid = local.grid
    let line = auditLine(tree: tree, env: env)
    let row = CellRect(x: placement.bezel.x, y: auditRow, width: placement.bezel.width, height: 1)
    let style = marked.isEmpty ? Palette.overlaySafeArea : Palette.overlayAlert
    canvas.fill(row, style: style)
    canvas.write(" \(line)", x: row.x, y: auditRow, style: style)
  }
}
