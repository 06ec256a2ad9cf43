import DuoLayoutCore

/// Where one display sits in the terminal: its bezel, its window and the raster
/// that maps the window's points to cells.
public struct DisplayPlacement: Hashable, Sendable {
  public var display: Display
  public var windowSize: Size
  public var bezel: CellRect
  public var window: CellRect
  public var raster: Raster
}
