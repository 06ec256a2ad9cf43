import DuoData

/// The numbers of one foldable device, read from a profile file (`Devices/*.json`,
/// described by `Schemas/device-profile.schema.json`): its two displays, each
/// held tall and wide (window, size classes, safe area, glass, reserved regions),
/// the poses it has, its hinge and its timings — every number with its basis
/// (measured, documented, published, derived or design) and its source.
///
/// Nothing else in DuoTerm assumes a device's numbers: the hinge's step, the
/// timeline's steps and the help's words all come from here.
///
/// ```swift
/// let profile = DeviceProfile.iPhoneDuo
/// profile.geometry(display: .inner, isRotated: false).windowSize  // 951 × 669
/// profile.supports(.book)                                         // true
/// ```
public struct DeviceProfile: Hashable, Sendable, Codable {
  /// The name on the command line and in saved sessions: `iphone-duo`.
  public var id: String
  /// The name people call it: `iPhone Duo`.
  public var name: String
  /// One line on what it is, for `duoterm devices`.
  public var summary: String
  /// The platform's size classes and how they map onto compact and regular.
  public var sizeClasses: SizeClassScheme
  /// The display lit while closed and the one lit while open.
  public var displays: DisplayPair
  /// The poses this device has, each with what it means on it (a clamshell has no
  /// book; a two-screen device's `closed` is one screen lit).
  public var poses: PoseMeanings
  public var hinge: HingeProfile
  public var timings: TransitionTimings

  public init(
    id: String, name: String, summary: String, sizeClasses: SizeClassScheme,
    displays: DisplayPair, poses: PoseMeanings, hinge: HingeProfile, timings: TransitionTimings
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.sizeClasses = sizeClasses
    self.displays = displays
    self.poses = poses
    self.hinge = hinge
    self.timings = timings
  }

  /// The geometry of `display` with `isRotated` quarter turn from its natural hold.
  public func geometry(display: Display, isRotated: Bool) -> DisplayGeometry {
    displays[display].geometry(isRotated: isRotated)
  }

  /// How the lit display is held in `pose` on this device: closed upright; open and
  /// book in the inner display's `bookHold` (the fold top to bottom); open-tall and
  /// tabletop in the other.
  public func hold(of pose: Pose) -> Hold {
    pose.display == .inner && displays.inner.bookHold == .tall ? pose.hold.turned : pose.hold
  }

  /// True when the device has `pose`.
  public func supports(_ pose: Pose) -> Bool { poses[pose] != nil }

  /// The device's poses, in the order of `Pose.allCases`.
  public var supportedPoses: [Pose] { Pose.allCases.filter(supports) }

  /// The size classes the layout reads for `geometry`, and the platform's names
  /// for them: as the display states them, or from the breakpoints.
  public func sizeClasses(of geometry: DisplayGeometry) -> (
    horizontal: SizeClass, vertical: SizeClass, names: PlatformSizeClasses
  ) {
    let size = geometry.windowSize
    let stated = geometry.sizeClasses?.value
    let across =
      stated.flatMap { sizeClasses.rule(named: $0.width, across: true) }
      ?? sizeClasses.rule(for: size.width, across: true)
    let down =
      stated.flatMap { sizeClasses.rule(named: $0.height, across: false) }
      ?? sizeClasses.rule(for: size.height, across: false)
    return (
      across?.layout ?? .compact, down?.layout ?? .compact,
      PlatformSizeClasses(
        system: sizeClasses.system, width: across?.name ?? "?", height: down?.name ?? "?")
    )
  }

  /// The layout environment the lit display hands an app in `state`: a pure function
  /// of the profile and the state. A fold is active only while partly open.
  public func environment(
    for state: DeviceState, textMetrics: TextMetrics = .standard,
    layoutDirection: LayoutDirection = .leftToRight
  ) -> LayoutEnvironment {
    environment(
      display: state.litDisplay(self), isRotated: state.isRotated,
      partlyOpen: state.hingeStatus(self) == .partlyOpen, textMetrics: textMetrics,
      layoutDirection: layoutDirection)
  }

  /// The environment of one display held one way, with its partly-open regions
  /// active or not. The faithful timeline uses it for the in-between updates.
  public func environment(
    display: Display, isRotated: Bool, partlyOpen: Bool, textMetrics: TextMetrics = .standard,
    layoutDirection: LayoutDirection = .leftToRight
  ) -> LayoutEnvironment {
    let geometry = geometry(display: display, isRotated: isRotated)
    let regions = geometry.regions.map { hardware in
      switch hardware.active {
      case .always: hardware.region(isActive: true)
      case .whilePartlyOpen: hardware.region(isActive: partlyOpen)
      case .never: hardware.region(isActive: false)
      }
    }
    let classes = sizeClasses(of: geometry)
    return LayoutEnvironment(
      windowSize: geometry.windowSize, horizontalSizeClass: classes.horizontal,
      verticalSizeClass: classes.vertical, safeAreaInsets: geometry.safeAreaInsets,
      regions: regions, layoutDirection: layoutDirection, textMetrics: textMetrics,
      platformSizeClasses: classes.names)
  }
}

extension DeviceProfile {
  /// iPhone Duo, as the seeds measure and document it: `Devices/iphone-duo.json`.
  public static let iPhoneDuo = DeviceRegistry.builtIn(iPhoneDuoName)

  /// iPhone Duo's name, known without reading its profile.
  public static let iPhoneDuoName = "iphone-duo"
}
