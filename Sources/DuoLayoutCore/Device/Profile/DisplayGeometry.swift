/// One display held one way: the window it gives an app, its size classes, its safe
/// area and its reserved regions.
public struct DisplayGeometry: Hashable, Sendable, Codable {
  /// The window an app gets, in points: the whole display, held this way.
  public var windowSize: Size
  /// Compact or regular across, as the device reports it: not derived from the width
  /// (the outer display sideways is 678 pt wide and compact, the inner tall 669 and regular).
  public var horizontalSizeClass: SizeClass
  /// Compact or regular top to bottom, as the device reports it.
  public var verticalSizeClass: SizeClass
  /// In from each edge, never symmetric: the status-bar column and the home indicator.
  public var safeAreaInsets: EdgeInsets
  /// The fold, the status bar and the camera where this display has them, each with
  /// when it is active.
  public var regions: [HardwareRegion]

  public init(
    windowSize: Size, horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass,
    safeAreaInsets: EdgeInsets, regions: [HardwareRegion]
  ) {
    self.windowSize = windowSize
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.safeAreaInsets = safeAreaInsets
    self.regions = regions
  }
}
