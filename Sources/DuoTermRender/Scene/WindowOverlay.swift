import DuoLayoutCore

/// What goes over the pattern in the lit display's window: the fold band and the
/// active occlusions (`Scene.paintRegions`), and a two-screen device's hinge
/// (`ScreenGap`), measured from the window's top left. Kept with the painted tree
/// (`PaintedTree`) so that a key paints it again only on the rows it paints the
/// tree again: each cell of it depends on its own row alone (a dotted cell on the
/// cells beside it, the line's gaps on the nodes that cover it).
///
/// ```swift
/// let overlay = WindowOverlay(regions: env.regions, placement: local, screens: glass)
/// overlay.paint(over: tree, on: &canvas)  // the window's canvas, the tree on it
/// ```
struct WindowOverlay: Hashable, Sendable {
  /// The regions of the window, on the glass (from its top left).
  var regions: [ReservedRegion]
  /// The window's placement, its origin at (0, 0).
  var placement: DisplayPlacement
  /// The device's screens in the window's points: a gap between two is the hinge.
  var screens: [Rect]

  /// Paints the regions and the hinge over `tree`, already painted on `canvas`,
  /// inside its clip.
  func paint(over tree: LayoutNode, on canvas: inout Canvas) {
    // The flat-fold rule: the dotted line only in the gaps between things (found
    // only when there is such a line: it takes a walk of the whole tree).
    let dotted = regions.contains { $0.kind == .division && !$0.isActive }
    let covered =
      dotted
      ? tree.shownWindowNodes.filter { $0.role.hidesFoldLine }.map {
        placement.raster.cells($0.frame)
      } : []
    Scene.paintRegions(regions, placement: placement, lit: true, covered: covered, on: &canvas)
    ScreenGap.paint(
      screens: screens, placement: placement, style: Palette.litBezel, heavy: true, tees: false,
      on: &canvas)
  }
}
