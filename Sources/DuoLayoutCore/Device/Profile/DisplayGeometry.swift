/// One display held one way: the window it gives an app, its size classes, its
/// safe area, its glass and its reserved regions, each number with its basis.
public struct DisplayGeometry: Hashable, Sendable, Codable {
  /// The window an app gets, in points: the whole display, held this way.
  public var window: Fact<Size>
  /// The size classes as the device reports them, in the platform's names; nil
  /// when the profile's breakpoints give them from the window's size. Not derived
  /// on iOS: the outer display sideways is 678 pt wide and compact, the inner held
  /// tall 669 and regular.
  public var sizeClasses: Fact<SizeClassNames>?
  /// In from each edge, never assumed symmetric: a status-bar column, a home indicator.
  public var safeArea: Fact<EdgeInsets>
  /// Where there is glass, in the window's points; nil when the whole window is
  /// glass. A two-screen device held open lists two screens with the hinge's gap
  /// between them: nothing is drawn there.
  public var screens: Fact<[Rect]>?
  /// The fold, a hinge, the status bar and the camera where this display has them.
  public var regions: [HardwareRegion]

  public init(
    window: Fact<Size>, sizeClasses: Fact<SizeClassNames>? = nil, safeArea: Fact<EdgeInsets>,
    screens: Fact<[Rect]>? = nil, regions: [HardwareRegion] = []
  ) {
    self.window = window
    self.sizeClasses = sizeClasses
    self.safeArea = safeArea
    self.screens = screens
    self.regions = regions
  }

  /// The window's size in points.
  public var windowSize: Size { window.value }

  /// The safe area's insets in points.
  public var safeAreaInsets: EdgeInsets { safeArea.value }

  /// The glass, one rect per screen: the whole window unless the profile lists screens.
  public var glass: [Rect] { screens?.value ?? [Rect(origin: .zero, size: windowSize)] }
}
