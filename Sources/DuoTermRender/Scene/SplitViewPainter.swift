import DuoLayoutCore

/// Split View's system parts on the inner display: the other app's window, a plain
/// placeholder (its name, dimmed: DuoTerm has only the one app), and the system's
/// divider between the two windows. The app itself is drawn in its own window
/// (`SceneLayout.app`).
///
/// ```swift
/// SplitViewPainter.paint(split, placement: layout.inner, on: &canvas)
/// ```
public enum SplitViewPainter {
  /// What the placeholder window says.
  public static let otherAppName = "Other app"

  /// Paints the placeholder window and the divider of `split` on the display at
  /// `placement`.
  public static func paint(
    _ split: SplitLayout, placement: DisplayPlacement, on canvas: inout Canvas
  ) {
    canvas.clipping(to: placement.window) { screen in
      let other = placement.raster.cells(split.other)
      screen.fill(other, style: Palette.decoration)
      screen.box(other, style: Palette.decoration)
      let label = TextLine.truncate(otherAppName, to: max(0, other.width - 2))
      screen.write(
        label, x: other.x + max(1, (other.width - label.count) / 2), y: other.y + other.height / 2,
        style: Palette.decoration)
      let divider = placement.raster.band(split.divider)
      let glyph: Character = split.isSideBySide ? "┃" : "━"
      screen.fill(divider, with: glyph, style: Palette.splitDivider)
    }
  }
}
