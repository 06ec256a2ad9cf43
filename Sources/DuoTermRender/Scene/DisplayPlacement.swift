import DuoLayoutCore

/// Where one display sits in the terminal: its bezel, its window and the raster
/// that maps the window's points to cells.
public struct DisplayPlacement: Hashable, Sendable {
  /// Which display this is: the outer or the inner one.
  public var display: Display
  /// The window in points as held now; `raster` maps it onto `window`.
  public var windowSize: Size
  /// The frame drawn around the window, one cell out on every side.
  public var bezel: CellRect
  /// The cells the window covers: where the pattern is drawn.
  public var window: CellRect
  /// Points to cells for this window, its origin on `window`'s top-left cell.
  public var raster: Raster
}

extension DisplayPlacement {
  /// The part of this display at `rect` (points from its top left) as a window of
  /// its own: a Split View window, its points from its own top left.
  ///
  /// ```swift
  /// let app = layout.inner.narrowed(to: split.app)  // the app's window alone
  /// ```
  public func narrowed(to rect: Rect) -> DisplayPlacement {
    let cells = raster.cells(rect)
    return DisplayPlacement(
      display: display, windowSize: rect.size, bezel: bezel, window: cells,
      raster: Raster(
        columnWidth: raster.scale, lineHeight: raster.lineHeight, originX: cells.x,
        originY: cells.y))
  }
}
