/// Everything a layout may read (seed 002, rules 3 and 7): the window's size, its
/// size classes, the safe area, the reserved regions and the text direction. Never
/// the pose, the hinge or the device (its name rides along for people, unread):
/// two poses that hand over the same environment get the same layout.
///
/// ```swift
/// let env = DeviceProfile.iPhoneDuo.environment(for: Pose.book.deviceState(.iPhoneDuo))
/// env.reservedRegions(.division)  // [the fold, active]
/// ```
public struct LayoutEnvironment: Hashable, Sendable, Codable {
  /// The app's window in points: the whole lit display, held as it is now.
  public var windowSize: Size
  /// Compact or regular across. At regular width list-detail shows both panes, and the
  /// toolbar runs down the side only on a display wider than tall.
  public var horizontalSizeClass: SizeClass
  /// Compact or regular top to bottom.
  public var verticalSizeClass: SizeClass
  /// In from each physical edge (left is left in either direction); `safeBounds` applies them.
  public var safeAreaInsets: EdgeInsets
  /// Every region, active or not; read them through `reservedRegions(_:includeInactive:)`.
  public var regions: [ReservedRegion]
  /// Which side is leading: right to left swaps leading and trailing.
  public var layoutDirection: LayoutDirection
  /// Points per cell at the terminal's scale: how many columns and lines a frame holds.
  public var textMetrics: TextMetrics
  /// The size classes in the platform's own words, for people; layout reads the
  /// two above.
  public var platformSizeClasses: PlatformSizeClasses?
  /// The device's name and the unit its lengths are in, for people; layout never
  /// reads it.
  public var device: DeviceLabel

  public init(
    windowSize: Size, horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass,
    safeAreaInsets: EdgeInsets = .zero, regions: [ReservedRegion] = [],
    layoutDirection: LayoutDirection = .leftToRight, textMetrics: TextMetrics = .standard,
    platformSizeClasses: PlatformSizeClasses? = nil,
    device: DeviceLabel = DeviceLabel(name: "iPhone Duo", unit: .pt)
  ) {
    self.platformSizeClasses = platformSizeClasses
    self.device = device
    self.windowSize = windowSize
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.safeAreaInsets = safeAreaInsets
    self.regions = regions
    self.layoutDirection = layoutDirection
    self.textMetrics = textMetrics
  }

  /// The window, from (0, 0).
  public var bounds: Rect { Rect(origin: .zero, size: windowSize) }

  /// The window inside the safe area: where interactive content goes.
  public var safeBounds: Rect { bounds.inset(by: safeAreaInsets) }

  /// The reserved regions of `kind` (all kinds when nil). Like the system's query,
  /// only active regions come back unless `includeInactive` asks for the rest.
  public func reservedRegions(
    _ kind: RegionKind? = nil, includeInactive: Bool = false
  ) -> [ReservedRegion] {
    regions.filter { (kind == nil || $0.kind == kind) && (includeInactive || $0.isActive) }
  }

  /// The fold, active or not, if one crosses the window.
  public var fold: ReservedRegion? { fold(crossing: bounds, includeInactive: true) }

  /// The fold that crosses `area`, if one does: active only, unless
  /// `includeInactive` (a grid keeps its column count even across a flat fold, so
  /// it asks for both; a split happens only on an active one).
  ///
  /// ```swift
  /// env.fold(crossing: env.safeBounds)  // book: the 40 pt band at x 455
  /// ```
  public func fold(crossing area: Rect, includeInactive: Bool = false) -> ReservedRegion? {
    reservedRegions(.division, includeInactive: includeInactive).first { $0.frame.intersects(area) }
  }
}
