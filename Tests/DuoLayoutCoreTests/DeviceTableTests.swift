import Testing

@testable import DuoLayoutCore

/// Every row of the device table (Devices/iphone-duo.json, `duoterm devices`), checked pose by pose against the
/// environment the profile hands an app.
@Suite("Device table")
struct DeviceTableTests {
  static let profile = DeviceProfile.iPhoneDuo

  static func environment(_ pose: Pose) -> LayoutEnvironment {
    profile.environment(for: pose.deviceState(profile))
  }

  @Test(
    "window size and size classes per pose",
    arguments: [
      (Pose.closed, Size(width: 466, height: 678), SizeClass.compact, SizeClass.regular),
      (.closedLandscape, Size(width: 678, height: 466), .compact, .compact),
      (.open, Size(width: 951, height: 669), .regular, .regular),
      (.openTall, Size(width: 669, height: 951), .regular, .regular),
      (.book, Size(width: 951, height: 669), .regular, .regular),
      (.tabletop, Size(width: 669, height: 951), .regular, .regular),
    ])
  func windowAndSizeClasses(
    pose: Pose, size: Size, horizontal: SizeClass, vertical: SizeClass
  ) {
    let env = Self.environment(pose)
    #expect(env.windowSize == size)
    #expect(env.horizontalSizeClass == horizontal)
    #expect(env.verticalSizeClass == vertical)
    #expect(env.bounds == Rect(x: 0, y: 0, width: size.width, height: size.height))
  }

  @Test(
    "the lit display: outer only while closed",
    arguments: [
      (Pose.closed, Display.outer), (.closedLandscape, .outer), (.open, .inner),
      (.openTall, .inner), (.book, .inner), (.tabletop, .inner),
    ])
  func litDisplay(pose: Pose, display: Display) {
    #expect(pose.deviceState(Self.profile).litDisplay(Self.profile) == display)
  }

  @Test("closed portrait safe area: right 84, bottom 34, usable width 382")
  func closedSafeArea() {
    let env = Self.environment(.closed)
    #expect(env.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
    #expect(env.safeBounds == Rect(x: 0, y: 0, width: 382, height: 644))
    #expect(env.safeBounds.width == 382)
  }

  @Test("open held wide: a full-width view settles at 951 − 84 = 867 pt")
  func openSafeWidth() {
    #expect(Self.environment(.open).safeBounds.width == 867)
    #expect(Self.environment(.open).safeAreaInsets.left == 0)
  }

  /// The fold in each pose: nil where no fold crosses the window.
  @Test(
    "the fold per pose: frame, margins and activity",
    arguments: [
      (Pose.closed, nil),
      (.closedLandscape, nil),
      (
        .open,
        ReservedRegion(
          identifier: "fold", kind: .division, frame: Rect(x: 455, y: 0, width: 40, height: 669),
          margins: EdgeInsets(left: 20, right: 20), isActive: false)
      ),
      (
        .book,
        ReservedRegion(
          identifier: "fold", kind: .division, frame: Rect(x: 455, y: 0, width: 40, height: 669),
          margins: EdgeInsets(left: 20, right: 20), isActive: true)
      ),
      (
        .openTall,
        ReservedRegion(
          identifier: "fold", kind: .division, frame: Rect(x: 0, y: 455, width: 669, height: 40),
          margins: EdgeInsets(top: 20, bottom: 20), isActive: false)
      ),
      (
        .tabletop,
        ReservedRegion(
          identifier: "fold", kind: .division, frame: Rect(x: 0, y: 455, width: 669, height: 40),
          margins: EdgeInsets(top: 20, bottom: 20), isActive: true)
      ),
    ] as [(Pose, ReservedRegion?)])
  func fold(pose: Pose, expected: ReservedRegion?) {
    let env = Self.environment(pose)
    let all = env.reservedRegions(.division, includeInactive: true)
    let active = env.reservedRegions(.division)
    guard let expected else {
      #expect(all.isEmpty)
      #expect(active.isEmpty)
      #expect(env.fold == nil)
      return
    }
    #expect(all == [expected])
    #expect(active == (expected.isActive ? [expected] : []))
    #expect(env.fold == expected)
  }

  @Test("the fold is full height held wide and full width held tall")
  func foldSpansWindow() throws {
    let wide = try #require(Self.environment(.open).fold)
    #expect(wide.frame.minY == 0 && wide.frame.maxY == 669)
    #expect(wide.isVertical)
    let tall = try #require(Self.environment(.openTall).fold)
    #expect(tall.frame.minX == 0 && tall.frame.maxX == 669)
    #expect(!tall.isVertical)
  }

  @Test("occlusions on the inner display held wide", arguments: [Pose.open, .book])
  func innerWideOcclusions(pose: Pose) {
    let env = Self.environment(pose)
    let statusBar = ReservedRegion(
      identifier: "status-bar", kind: .occlusion, frame: Rect(x: 867, y: 0, width: 84, height: 124),
      isActive: true)
    #expect(env.reservedRegions(.occlusion) == [statusBar])
    let all = env.reservedRegions(.occlusion, includeInactive: true)
    #expect(all.count == 2)
    #expect(all.contains(statusBar))
    let camera = all.first { $0.identifier == "inner-camera" }
    #expect(camera?.isActive == false)
    #expect(camera?.frame.size == Size(width: 58, height: 37))
    // Top trailing corner: flush with the top and the right edge.
    #expect(statusBar.frame.minY == 0)
    #expect(statusBar.frame.maxX == env.windowSize.width)
  }

  @Test("rotating swaps width and height", arguments: Pose.allCases)
  func rotateSwaps(pose: Pose) {
    let state = pose.deviceState(Self.profile)
    let turned = Self.profile.environment(for: state.applying(.rotate, profile: Self.profile))
    let before = Self.profile.environment(for: state)
    #expect(turned.windowSize == before.windowSize.swapped)
    #expect(turned.windowSize != before.windowSize)
  }

  @Test("rotating the closed phone flips the vertical size class only")
  func rotateClosedFlipsVerticalClass() {
    let upright = Self.environment(.closed)
    let sideways = Self.environment(.closedLandscape)
    #expect(upright.verticalSizeClass == .regular)
    #expect(sideways.verticalSizeClass == .compact)
    #expect(upright.horizontalSizeClass == sideways.horizontalSizeClass)
  }

  @Test("every region lies inside its window", arguments: Pose.allCases)
  func regionsInsideWindow(pose: Pose) {
    let env = Self.environment(pose)
    for region in env.reservedRegions(includeInactive: true) {
      #expect(env.bounds.contains(region.frame), "\(region.identifier) in \(pose)")
    }
  }

  @Test("transition timings stay within the measured ranges")
  func timings() {
    let timings = Self.profile.timings
    #expect(timings.duration.value == 0.3)
    #expect(timings.reduceMotionFade.value == 0.2)
    #expect((0.025...0.070).contains(timings.closeSizeClassLead.value))
    #expect((0.7...0.9).contains(timings.foldRegionDelay.value))
    let steps = timings.openWidthSteps.value
    #expect(steps.count == 3)
    #expect(steps.allSatisfy { (0.05...0.25).contains($0) })
    #expect(steps == steps.sorted())
  }
}
