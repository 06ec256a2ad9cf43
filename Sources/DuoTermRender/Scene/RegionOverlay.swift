import DuoLayoutCore

/// The region overlay (F8): every reserved region outlined with its kind, state and
/// frame in pt, and the safe area's outline.
public enum RegionOverlay {
  public static func paint(
    env: LayoutEnvironment, placement: DisplayPlacement, on canvas: inout Canvas
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
      // The label goes inside a tall region, one word a line, or beside a flat one.
      if region.isVertical {
        for (index, word) in label.split(separator: " ").enumerated() {
          local.write(word, x: rect.x, y: rect.y + 1 + index, style: Palette.overlayRegion)
        }
      } else {
        local.write(
          label, x: max(rect.x, placement.window.x), y: rect.maxY, style: Palette.overlayRegion)
      }
    }
    canvas.grid = local.grid
  }
}
