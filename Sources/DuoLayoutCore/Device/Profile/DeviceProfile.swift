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
  /// The unit every length of the profile is in: `pt` on iOS, `dp` on Android. A
  /// profile file may leave it out: it is then `pt`.
  public var unit: LengthUnit
  /// The platform's size classes and how they map onto compact and regular.
  public var sizeClasses: SizeClassScheme
  /// The display lit while closed and the one lit while open.
  public var displays: DisplayPair
  /// The poses this device has, each with what it means on it (a clamshell has no
  /// book; a two-screen device's `closed` is one screen lit).
  public var poses: PoseMeanings
  public var hinge: HingeProfile
  public var timings: TransitionTimings
  /// How the inner display divides for Split View, with the basis of each choice;
  /// `SplitViewProfile.standard` when a profile file leaves it out.
  public var splitView: SplitViewProfile

  public init(
    id: String, name: String, summary: String, unit: LengthUnit = .pt,
    sizeClasses: SizeClassScheme, displays: DisplayPair, poses: PoseMeanings,
    hinge: HingeProfile, timings: TransitionTimings, splitView: SplitViewProfile = .standard
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.unit = unit
    self.sizeClasses = sizeClasses
    self.displays = displays
    self.poses = poses
    self.hinge = hinge
    self.timings = timings
    self.splitView = splitView
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, summary, unit, sizeClasses, displays, poses, hinge, timings, splitView
  }

  /// Reads every field; `unit` may be left out (then `pt`) and so may `splitView`
  /// (profiles written before Split View keep working and get
  /// `SplitViewProfile.standard`).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try c.decode(String.self, forKey: .id),
      name: try c.decode(String.self, forKey: .name),
      summary: try c.decode(String.self, forKey: .summary),
      unit: try c.decodeIfPresent(LengthUnit.self, forKey: .unit) ?? .pt,
      sizeClasses: try c.decode(SizeClassScheme.self, forKey: .sizeClasses),
      displays: try c.decode(DisplayPair.self, forKey: .displays),
      poses: try c.decode(PoseMeanings.self, forKey: .poses),
      hinge: try c.decode(HingeProfile.self, forKey: .hinge),
      timings: try c.decode(TransitionTimings.self, forKey: .timings),
      splitView: try c.decodeIfPresent(SplitViewProfile.self, forKey: .splitView) ?? .standard)
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
    sizeClasses(of: geometry.windowSize, stated: geometry.sizeClasses?.value)
  }

  /// The size classes of a window of `size`: by `scheme`'s breakpoints where it has
  /// them (a Split View window's), else as `stated` (the display's own, in the
  /// device's names), else by the device's breakpoints.
  func sizeClasses(of size: Size, stated: SizeClassNames?, scheme: SizeClassScheme? = nil) -> (
    horizontal: SizeClass, vertical: SizeClass, names: PlatformSizeClasses
  ) {
    func rule(_ length: Double, stated name: String?, across: Bool) -> SizeClassRule? {
      scheme?.rule(for: length, across: across)
        ?? name.flatMap { sizeClasses.rule(named: $0, across: across) }
        ?? sizeClasses.rule(for: length, across: across)
    }
    let across = rule(size.width, stated: stated?.width, across: true)
    let down = rule(size.height, stated: stated?.height, across: false)
    return (
      across?.layout ?? .compact, down?.layout ?? .compact,
      PlatformSizeClasses(
        system: scheme?.system ?? sizeClasses.system, width: across?.name ?? "?",
        height: down?.name ?? "?")
    )
  }

  /// The layout environment the lit display hands an app in `state`: a pure function
  /// of the profile, the state and the person's options (Split View on the inner
  /// display, the text size, the direction). A fold is active only while partly open.
  public func environment(
    for state: DeviceState, textMetrics: TextMetrics = .standard,
    options: EnvironmentOptions = EnvironmentOptions()
  ) -> LayoutEnvironment {
    environment(
      display: state.litDisplay(self), isRotated: state.isRotated,
      partlyOpen: state.hingeStatus(self) == .partlyOpen, textMetrics: textMetrics,
      options: options)
  }

  /// `environment(for:textMetrics:options:)` with only a direction set.
  public func environment(
    for state: DeviceState, textMetrics: TextMetrics = .standard,
    layoutDirection: LayoutDirection
  ) -> LayoutEnvironment {
    environment(
      for: state, textMetrics: textMetrics,
      options: EnvironmentOptions(layoutDirection: layoutDirection))
  }

  /// The environment of one display held one way, with its partly-open regions
  /// active or not. The faithful timeline uses it for the in-between updates.
  ///
  /// Frames are measured from the window's top-leading corner (Apple's `reservedRegions` documentation):
  /// right to left, every region's frame is mirrored and the insets and margins
  /// swap sides (`LayoutEnvironment.measured(for:)`).
  public func environment(
    display: Display, isRotated: Bool, partlyOpen: Bool, textMetrics: TextMetrics = .standard,
    options: EnvironmentOptions = EnvironmentOptions()
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
    var env = LayoutEnvironment(
      windowSize: geometry.windowSize, horizontalSizeClass: classes.horizontal,
      verticalSizeClass: classes.vertical, safeAreaInsets: geometry.safeAreaInsets,
      regions: regions, textMetrics: textMetrics, platformSizeClasses: classes.names,
      textSize: options.textSize, device: DeviceLabel(name: name, unit: unit))
    if display == .inner, let split = options.splitView {
      env = splitEnvironment(
        env, split: split, geometry: geometry, isRotated: isRotated,
        direction: options.layoutDirection)
    }
    return env.measured(for: options.layoutDirection)
  }

  /// `environment(display:isRotated:partlyOpen:textMetrics:options:)` with only a
  /// direction set.
  public func environment(
    display: Display, isRotated: Bool, partlyOpen: Bool, textMetrics: TextMetrics = .standard,
    layoutDirection: LayoutDirection
  ) -> LayoutEnvironment {
    environment(
      display: display, isRotated: isRotated, partlyOpen: partlyOpen, textMetrics: textMetrics,
      options: EnvironmentOptions(layoutDirection: layoutDirection))
  }
}

extension DeviceProfile {
  /// iPhone Duo, as Apple documents it and as measured on the iPhone Duo simulator: `Devices/iphone-duo.json`.
  public static let iPhoneDuo = DeviceRegistry.builtIn(iPhoneDuoName)

  /// iPhone Duo's name, known without reading its profile.
  public static let iPhoneDuoName = "iphone-duo"
}
