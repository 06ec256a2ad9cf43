/// Everything a layout may read (HIG, Device poses and
/// Reserved regions; Tech Talk 111461, 111463 and 111466): the window's size, its
/// size classes, the safe area, the reserved regions, the text direction and size.
/// Never the pose, the hinge or the device (its name rides along for people,
/// unread): two poses that hand over the same environment get the same layout.
///
/// Every frame is measured from the window's top-leading corner (rule 7): right
/// to left, the regions' frames are mirrored and `left` in the insets and margins
/// is the leading side. A layout is built in those coordinates (leading is always
/// the low x) and the tree is mirrored onto the glass once, at the end
/// (`LayoutNode.resolved(in:)`), so every block mirrors without asking.
/// `physical` gives the environment as the glass has it.
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
  /// In from each edge, `left` the leading one (the left left to right, the right
  /// right to left); `safeBounds` applies them.
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
  /// The Dynamic Type size the person set; its effect is already in `textMetrics`
  /// (the larger of its scale and the terminal's), so a layout reads the metrics.
  public var textSize: TextSize
  /// Where the system puts a vertical bar: the trailing edge, or in Split View the
  /// window's outer edge (Tech Talk 111461; UIKit's `verticalBarEdge`).
  public var verticalBarEdge: Edge
  /// The Split View the window is in, or nil when it has the whole display.
  public var splitView: SplitView?
  /// The device's name and the unit its lengths are in, for people; layout never
  /// reads it.
  public var device: DeviceLabel

  public init(
    windowSize: Size, horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass,
    safeAreaInsets: EdgeInsets = .zero, regions: [ReservedRegion] = [],
    layoutDirection: LayoutDirection = .leftToRight, textMetrics: TextMetrics = .standard,
    platformSizeClasses: PlatformSizeClasses? = nil, textSize: TextSize = .standard,
    verticalBarEdge: Edge = .trailing, splitView: SplitView? = nil,
    device: DeviceLabel = DeviceLabel(name: "iPhone Duo", unit: .pt)
  ) {
    self.textSize = textSize
    self.verticalBarEdge = verticalBarEdge
    self.splitView = splitView
    self.platformSizeClasses = platformSizeClasses
    self.device = device
    self.windowSize = windowSize
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.safeAreaInsets = safeAreaInsets
    self.regions = regions
    self.layoutDirection = layoutDirection
    // Controls are sized to the device's own minimum touch target.
    var metrics = textMetrics
    metrics.touchSide = TouchTarget.minimum(in: device.unit)
    self.textMetrics = metrics
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

  /// The same environment measured for `direction`: right to left, each region's
  /// frame mirrored across the window (x from the right edge) and the insets' and
  /// margins' left and right swapped, as rule 7 hands frames to a right-to-left
  /// layout. Measuring twice gives back the environment.
  ///
  /// ```swift
  /// let rtl = env.measured(for: .rightToLeft)
  /// rtl.regions[0].frame  // the fold at x 951 − 495 = 456
  /// ```
  public func measured(for direction: LayoutDirection) -> LayoutEnvironment {
    guard direction != layoutDirection else { return self }
    func swapped(_ insets: EdgeInsets) -> EdgeInsets {
      EdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
    }
    var env = self
    env.layoutDirection = direction
    env.safeAreaInsets = swapped(safeAreaInsets)
    env.regions = regions.map { region in
      var mirrored = region
      mirrored.frame = region.frame.mirrored(across: windowSize.width)
      mirrored.margins = swapped(region.margins)
      return mirrored
    }
    return env
  }

  /// The environment as the glass has it: frames from the top-left corner, `left`
  /// the left. What the audit, the region overlay and `duoterm tree` check a tree
  /// resolved onto the glass against.
  public var physical: LayoutEnvironment { measured(for: .leftToRight) }

  /// True when two panes of text go side by side: the width is regular and the
  /// safe area is at least `twoPaneColumns` characters across at the text size
  /// set (a small terminal's coarse scale draws fewer cells, but the person's text
  /// is the size they chose, so the arrangement stays).
  /// At the largest accessibility sizes a regular window can be too narrow for
  /// two, and a two-pane pattern shows one pane at a time, as when compact (run
  /// each pose at the largest accessibility text size, where the arrangement
  /// changes).
  ///
  /// ```swift
  /// let state = Pose.open.deviceState(.iPhoneDuo)
  /// DeviceProfile.iPhoneDuo.environment(for: state).showsTwoPanes  // true: 108 columns
  /// DeviceProfile.iPhoneDuo.environment(
  ///   for: state, options: EnvironmentOptions(textSize: .accessibility5)).showsTwoPanes  // false
  /// ```
  /// An active fold divides the window anyway: one pane each side of it, however
  /// large the text (one pane across it would put text and controls in the fold).
  /// That holds at a compact width too when the fold runs down the window (a
  /// medium-width Android foldable in book posture: Android asks apps to keep
  /// content off a separating fold).
  public var showsTwoPanes: Bool {
    if isDividedDown { return true }
    guard horizontalSizeClass == .regular else { return false }
    return !reservedRegions(.division).isEmpty
      || textSize.metrics.columns(in: safeBounds.width) >= LayoutEnvironment.twoPaneColumns
  }

  /// True while an active fold runs down the window: it has two sides whatever its
  /// width class, and a pattern that shows one pane at a time at compact width
  /// shows one each side instead, so nothing lies across the fold. Basis:
  /// documented (Android Developers, Make your app fold aware: a separating fold
  /// splits the content; Tech Talk 111466: nothing interactive in an active fold).
  ///
  /// ```swift
  /// galaxyZFold5Book.horizontalSizeClass  // .compact (690 dp, medium)
  /// galaxyZFold5Book.isDividedDown        // true: list one side, detail the other
  /// ```
  public var isDividedDown: Bool { fold(crossing: safeBounds)?.isVertical == true }

  /// True where a pattern that keeps one pane at a time at compact width shows its
  /// panes side by side: at regular width, or with a fold down the window.
  public var panesSideBySide: Bool { horizontalSizeClass == .regular || isDividedDown }

  /// The fewest characters across for two panes: two of 20 (a list row's sender
  /// and date; a few words of a message a line) and a two-column gap. Basis: design.
  public static let twoPaneColumns = 42

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
