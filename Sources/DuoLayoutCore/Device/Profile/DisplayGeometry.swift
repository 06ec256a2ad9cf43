/// One display held one way: the window it gives an app, its size classes, its safe
/// area and its reserved regions.
public struct DisplayGeometry: Hashable, Sendable, Codable {
  public var windowSize: Size
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass
  public var safeAreaInsets: EdgeInsets
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
