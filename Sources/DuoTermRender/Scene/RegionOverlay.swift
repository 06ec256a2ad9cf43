import DuoLayoutCore

/// The region overlay (F8): every reserved region outlined with its kind, state and
/// frame in pt, the safe area's outline, every control in an active region marked
/// red, and an audit line naming them (`2 controls in the fold: toolbar.share,
/// toolbar.delete`, or `no control in the fold`).
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

  public static func paint(
    env: LayoutEnvironment, tree: LayoutNode, placement: DisplayPlacement, auditRow: Int,
    on canvas: inout Canvas
  ) {
    var local = canvas.clipped(to: placement.window)
    let raster = placement.raster
    local.box(raster.cells(env.safeBounds), style: Palette.overlaySafeArea, title: "safe area")
    for region in env.reservedRegions(includeInactive: true) {
      let rect = raster.band(region.frame)
      let label =
        "\(region.identifier) \(region.kind.rawValue) \(region.isActive ? "active" : "inactive") \(region.frame)"
      if rect.width >= 2 && rect.height >= 2 {
        local.box(rect, style: Palette.overlayRegion)
      } else {
        local.fill(rect, with: "▒", style: Palette.overlayRegion)
      }
      // The label goes down a tall region, one word a line, or under a flat one.
      if region.isVertical {
        for (index, word) in label.split(separator: " ").enumerated() {
          local.write(word, x: rect.x, y: rect.y + 1 + index, style: Palette.overlayRegion)
        }
      } else {
        local.write(
          label, x: max(rect.x, placement.window.x), y: rect.maxY, style: Palette.overlayRegion)
      }
    }
    let marked = Set(FoldAudit.controlsInTheFold(tree, env: env))
    for node in tree.windowNodes where marked.contains(node.id) {
      local.restyle(raster.cells(node.frame)) { $0 = Palette.overlayAlert }
    }
    canvas.grid = local.grid
    let line = auditLine(tree: tree, env: env)
    let row = CellRect(x: placement.bezel.x, y: auditRow, width: placement.bezel.width, height: 1)
    canvas.fill(row, style: marked.isEmpty ? Palette.overlaySafeArea : Palette.overlayAlert)
    canvas.write(
      " \(line)", x: row.x, y: auditRow,
      style: marked.isEmpty ? Palette.overlaySafeArea : Palette.overlayAlert)
  }
}
