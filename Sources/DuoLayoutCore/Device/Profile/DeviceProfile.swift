/// The numbers of one foldable phone. `iPhoneDuo` carries every fact of DESIGN.md's
/// device table, each with its basis: *measured* (seeds 002–004, on the simulator),
/// *documented* (Apple's pages, as the seeds quote them) or *design* (the seeds are
/// silent; the choice and its reason are written here, in one place).
///
/// ```swift
/// let profile = DeviceProfile.iPhoneDuo
/// profile.geometry(display: .inner, isRotated: false).windowSize  // 951 × 669
/// ```
public struct DeviceProfile: Hashable, Sendable, Codable {
  /// The name on the command line and in saved sessions: `iphone-duo`.
  public var id: String
  /// The name people call it: `iPhone Duo`.
  public var name: String
  /// The outer display, closed and held upright.
  public var outerUpright: DisplayGeometry
  /// The outer display, closed and held sideways.
  public var outerSideways: DisplayGeometry
  /// The inner display, held wide (open, or partly folded like a book).
  public var innerWide: DisplayGeometry
  /// The inner display, held tall (open tall, or stood up as a tabletop).
  public var innerTall: DisplayGeometry
  public var hinge: HingeProfile
  public var timings: TransitionTimings

  public init(
    id: String, name: String, outerUpright: DisplayGeometry, outerSideways: DisplayGeometry,
    innerWide: DisplayGeometry, innerTall: DisplayGeometry, hinge: HingeProfile = .init(),
    timings: TransitionTimings = .init()
  ) {
    self.id = id
    self.name = name
    self.outerUpright = outerUpright
    self.outerSideways = outerSideways
    self.innerWide = innerWide
    self.innerTall = innerTall
    self.hinge = hinge
    self.timings = timings
  }

  /// The geometry of `display` in the given grip.
  public func geometry(display: Display, isRotated: Bool) -> DisplayGeometry {
    switch (display, isRotated) {
    case (.outer, false): outerUpright
    case (.outer, true): outerSideways
    case (.inner, false): innerWide
    case (.inner, true): innerTall
    }
  }

  /// The layout environment the lit display hands an app in `state`: a pure function
  /// of the profile and the state. The fold is active only while partly open.
  public func environment(
    for state: DeviceState, textMetrics: TextMetrics = .standard,
    layoutDirection: LayoutDirection = .leftToRight
  ) -> LayoutEnvironment {
    let status = state.hingeStatus(self)
    let display = state.litDisplay(self)
    return environment(
      display: display, isRotated: state.isRotated, partlyOpen: status == .partlyOpen,
      textMetrics: textMetrics, layoutDirection: layoutDirection)
  }

  /// The environment of one display held one way, with its partly-open regions
  /// active or not. The faithful timeline uses it for the in-between updates.
  public func environment(
    display: Display, isRotated: Bool, partlyOpen: Bool, textMetrics: TextMetrics = .standard,
    layoutDirection: LayoutDirection = .leftToRight
  ) -> LayoutEnvironment {
    let geometry = geometry(display: display, isRotated: isRotated)
    let regions = geometry.regions.map { hardware in
      var region = hardware.region
      switch hardware.activity {
      case .always: region.isActive = true
      case .whilePartlyOpen: region.isActive = partlyOpen
      case .never: region.isActive = false
      }
      return region
    }
    return LayoutEnvironment(
      windowSize: geometry.windowSize, horizontalSizeClass: geometry.horizontalSizeClass,
      verticalSizeClass: geometry.verticalSizeClass, safeAreaInsets: geometry.safeAreaInsets,
      regions: regions, layoutDirection: layoutDirection, textMetrics: textMetrics)
  }
}

extension DeviceProfile {
  /// iPhone Duo, as the seeds measure and document it.
  public static let iPhoneDuo = DeviceProfile(
    id: "iphone-duo", name: "iPhone Duo",
    // Closed, upright: 466 × 678 pt (measured). Width compact, height regular
    // (documented). Safe area: an 84 pt status-bar column on the right and 34 pt at
    // the bottom, usable width 382 (measured). The occlusion under the status bar is
    // not measured on the outer display (design: the 84 × 124 pt block measured on
    // the inner display, in the same top trailing corner).
    outerUpright: DisplayGeometry(
      windowSize: Size(width: 466, height: 678),
      horizontalSizeClass: .compact, verticalSizeClass: .regular,
      safeAreaInsets: EdgeInsets(bottom: 34, right: 84),
      regions: [
        HardwareRegion(
          "status-bar", .occlusion, Rect(x: 382, y: 0, width: 84, height: 124),
          activity: .always)
      ]),
    // Closed, sideways: 678 × 466 pt, width and height swapped (measured). Compact
    // both ways (documented). Safe area and occlusion not measured (design: the
    // status-bar column turns to the top edge, 84 pt, with its block in the top
    // trailing corner; 21 pt at the bottom for the home indicator, as on any
    // iPhone held sideways).
    outerSideways: DisplayGeometry(
      windowSize: Size(width: 678, height: 466),
      horizontalSizeClass: .compact, verticalSizeClass: .compact,
      safeAreaInsets: EdgeInsets(top: 84, bottom: 21),
      regions: [
        HardwareRegion(
          "status-bar", .occlusion, Rect(x: 554, y: 0, width: 124, height: 84),
          activity: .always)
      ]),
    // Open, held wide: 951 × 669 pt (measured), regular both ways (documented). The
    // fold: a 40 pt division at x 455, full height, 20 pt margins each side, active
    // only while partly folded (measured). Occlusions: an active 84 × 124 pt block in
    // the top trailing corner, the status bar (measured), and an inactive
    // 58 × 37 pt one, the inner camera (measured size; its place is design: the top
    // edge, centred over the trailing half). Safe area: right 84, as a full-width
    // view settles at 951 − 84 = 867 pt on open (measured); bottom 21 for the home
    // indicator (design).
    innerWide: DisplayGeometry(
      windowSize: Size(width: 951, height: 669),
      horizontalSizeClass: .regular, verticalSizeClass: .regular,
      safeAreaInsets: EdgeInsets(bottom: 21, right: 84),
      regions: [
        HardwareRegion(
          "fold", .division, Rect(x: 455, y: 0, width: 40, height: 669),
          margins: EdgeInsets(left: 20, right: 20), activity: .whilePartlyOpen),
        HardwareRegion(
          "status-bar", .occlusion, Rect(x: 867, y: 0, width: 84, height: 124),
          activity: .always),
        HardwareRegion(
          "inner-camera", .occlusion, Rect(x: 694, y: 0, width: 58, height: 37),
          activity: .never),
      ]),
    // Open, held tall: 669 × 951 pt (measured, rotate). The fold runs across:
    // 669 × 40 pt at y 455, 20 pt margins above and below (measured). The status bar
    // and camera are placed as for the sideways outer display (design: the status
    // column turns to the top edge, top trailing block; the camera turns with the
    // glass, to the leading edge); 34 pt at the bottom for the home indicator.
    innerTall: DisplayGeometry(
      windowSize: Size(width: 669, height: 951),
      horizontalSizeClass: .regular, verticalSizeClass: .regular,
      safeAreaInsets: EdgeInsets(top: 84, bottom: 34),
      regions: [
        HardwareRegion(
          "fold", .division, Rect(x: 0, y: 455, width: 669, height: 40),
          margins: EdgeInsets(top: 20, bottom: 20), activity: .whilePartlyOpen),
        HardwareRegion(
          "status-bar", .occlusion, Rect(x: 545, y: 0, width: 124, height: 84),
          activity: .always),
        HardwareRegion(
          "inner-camera", .occlusion, Rect(x: 0, y: 199, width: 37, height: 58),
          activity: .never),
      ])
  )
}
