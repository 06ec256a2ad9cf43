import Testing

@testable import DuoLayoutCore

/// The built-in Android and two-screen profiles hold the numbers their sources give.
/// Each expected size is worked out here from the published pixels and density (px ÷
/// density, to 0.1 dp), not copied from the file, so a typo in `Devices/*.json` fails.
@Suite struct BuiltInProfilesTests {
  /// A length in dp from pixels and a density, to 0.1 dp as the profiles keep it.
  static func dp(_ pixels: Double, _ density: Double) -> Double {
    (pixels / density * 10).rounded() / 10
  }

  static func profile(_ id: String) throws -> DeviceProfile {
    try #require(DeviceRegistry.standard.profile(named: id), "no built-in profile \(id)")
  }

  static func environment(_ id: String, _ pose: Pose) throws -> LayoutEnvironment {
    let profile = try profile(id)
    return profile.environment(for: pose.deviceState(profile))
  }

  /// Surface Duo 2: 1344 × 1892 px a screen, 2754 × 1892 spanned, at 2.5 (Microsoft Learn).
  static let duoScreen = Size(width: dp(1344, 2.5), height: dp(1892, 2.5))
  static let duoSpanned = Size(width: dp(2754, 2.5), height: dp(1892, 2.5))
  /// Pixel Fold: cover 1080 × 2092 px, inner 2208 × 1840 px, at 2.625 (420 dpi).
  static let pixelCover = Size(width: dp(1080, 2.625), height: dp(2092, 2.625))
  static let pixelInner = Size(width: dp(2208, 2.625), height: dp(1840, 2.625))
  /// Galaxy Z Flip 5: Flex Window 720 × 748 px at 2.0, main screen 1080 × 2640 px at 2.625.
  static let flipCover = Size(width: dp(720, 2), height: dp(748, 2))
  static let flipInner = Size(width: dp(1080, 2.625), height: dp(2640, 2.625))
  /// Galaxy Z Fold 5: cover 904 × 2316 px, main screen 1812 × 2176 px, at 2.625 (Chrome DevTools).
  static let foldCover = Size(width: dp(904, 2.625), height: dp(2316, 2.625))
  static let foldInner = Size(width: dp(1812, 2.625), height: dp(2176, 2.625))
  /// Pixel 9 Pro Fold: outer 1080 × 2424 px, inner 2076 × 2152 px, at 2.4375 (its own 390 dpi).
  static let proFoldCover = Size(width: dp(1080, 2.4375), height: dp(2424, 2.4375))
  static let proFoldInner = Size(width: dp(2076, 2.4375), height: dp(2152, 2.4375))

  /// Every built-in profile of an Android phone.
  static let androidProfiles = [
    "surface-duo-2", "pixel-fold", "galaxy-z-flip-5", "galaxy-z-fold-5", "pixel-9-pro-fold",
  ]

  /// Each pose's window and its Android window size classes: their names, then what
  /// the layout reads (medium width reads compact, after Material's list-detail).
  static let windows: [(String, Pose, Size, String, String, SizeClass, SizeClass)] = [
    ("surface-duo-2", .closed, duoScreen, "compact", "medium", .compact, .regular),
    ("surface-duo-2", .closedLandscape, duoScreen.turned, "medium", "medium", .compact, .regular),
    ("surface-duo-2", .open, duoSpanned, "expanded", "medium", .regular, .regular),
    ("surface-duo-2", .openTall, duoSpanned.turned, "medium", "expanded", .compact, .regular),
    ("surface-duo-2", .book, duoSpanned, "expanded", "medium", .regular, .regular),
    ("surface-duo-2", .tabletop, duoSpanned.turned, "medium", "expanded", .compact, .regular),
    ("pixel-fold", .closed, pixelCover, "compact", "medium", .compact, .regular),
    ("pixel-fold", .closedLandscape, pixelCover.turned, "medium", "compact", .compact, .compact),
    ("pixel-fold", .open, pixelInner, "expanded", "medium", .regular, .regular),
    ("pixel-fold", .openTall, pixelInner.turned, "medium", "medium", .compact, .regular),
    ("pixel-fold", .book, pixelInner, "expanded", "medium", .regular, .regular),
    ("pixel-fold", .tabletop, pixelInner.turned, "medium", "medium", .compact, .regular),
    ("galaxy-z-flip-5", .closed, flipCover, "compact", "compact", .compact, .compact),
    ("galaxy-z-flip-5", .open, flipInner.turned, "expanded", "compact", .regular, .compact),
    ("galaxy-z-flip-5", .openTall, flipInner, "compact", "expanded", .compact, .regular),
    ("galaxy-z-flip-5", .tabletop, flipInner, "compact", "expanded", .compact, .regular),
    // Taller than wide unfolded: open and book held upright, open-tall and tabletop sideways.
    ("galaxy-z-fold-5", .closed, foldCover, "compact", "medium", .compact, .regular),
    (
      "galaxy-z-fold-5", .closedLandscape, foldCover.turned, "expanded", "compact", .regular,
      .compact
    ),
    ("galaxy-z-fold-5", .open, foldInner, "medium", "medium", .compact, .regular),
    ("galaxy-z-fold-5", .openTall, foldInner.turned, "medium", "medium", .compact, .regular),
    ("galaxy-z-fold-5", .book, foldInner, "medium", "medium", .compact, .regular),
    ("galaxy-z-fold-5", .tabletop, foldInner.turned, "medium", "medium", .compact, .regular),
    ("pixel-9-pro-fold", .closed, proFoldCover, "compact", "expanded", .compact, .regular),
    (
      "pixel-9-pro-fold", .closedLandscape, proFoldCover.turned, "expanded", "compact", .regular,
      .compact
    ),
    // 851.7 dp at 390 dpi is expanded: two panes (Chrome DevTools' 836 dp would be medium).
    ("pixel-9-pro-fold", .open, proFoldInner, "expanded", "medium", .regular, .regular),
    ("pixel-9-pro-fold", .openTall, proFoldInner.turned, "expanded", "medium", .regular, .regular),
    ("pixel-9-pro-fold", .book, proFoldInner, "expanded", "medium", .regular, .regular),
    ("pixel-9-pro-fold", .tabletop, proFoldInner.turned, "expanded", "medium", .regular, .regular),
  ]

  @Test(arguments: windows)
  func windowAndSizeClasses(
    id: String, pose: Pose, window: Size, widthName: String, heightName: String,
    horizontal: SizeClass, vertical: SizeClass
  ) throws {
    #expect(try Self.profile(id).supports(pose))
    let env = try Self.environment(id, pose)
    #expect(env.windowSize == window)
    #expect(env.platformSizeClasses?.system == "Android window size classes")
    #expect(env.platformSizeClasses?.width == widthName)
    #expect(env.platformSizeClasses?.height == heightName)
    #expect(env.horizontalSizeClass == horizontal)
    #expect(env.verticalSizeClass == vertical)
  }

  @Test(
    arguments: [
      ("surface-duo-2", Pose.allCases),
      ("pixel-fold", Pose.allCases),
      // A clamshell: no book, and the Flex Window is used upright.
      ("galaxy-z-flip-5", [Pose.closed, .open, .openTall, .tabletop]),
      ("galaxy-z-fold-5", Pose.allCases),
      ("pixel-9-pro-fold", Pose.allCases),
    ])
  func poses(id: String, poses: [Pose]) throws {
    #expect(try Self.profile(id).supportedPoses == poses)
  }

  /// Material's canonical list-detail shows two panes only from expanded width, so
  /// every Android profile reads medium as compact and expanded as regular.
  @Test(arguments: androidProfiles)
  func androidBreakpoints(id: String) throws {
    let scheme = try Self.profile(id).sizeClasses
    #expect(scheme.width.map(\.name) == ["compact", "medium", "expanded"])
    #expect(scheme.width.map(\.below) == [600, 840, nil])
    #expect(scheme.width.map(\.layout) == [.compact, .compact, .regular])
    #expect(scheme.height.map(\.below) == [480, 900, nil])
    #expect(scheme.height.map(\.layout) == [.compact, .regular, .regular])
    #expect(scheme.rule(for: 839.9, across: true)?.layout == .compact)
    #expect(scheme.rule(for: 840, across: true)?.layout == .regular)
  }

  /// The hinge of Surface Duo 2 is the 66 px between the two screens (1344 to 1410 px),
  /// with no glass, and it divides the window whether the phone is flat or folded.
  @Test(arguments: [Pose.open, .book, .openTall, .tabletop])
  func surfaceDuoHingeIsTheGapBetweenTheScreens(pose: Pose) throws {
    let profile = try Self.profile("surface-duo-2")
    let geometry = profile.geometry(
      display: .inner, isRotated: pose.deviceState(profile).isRotated)
    let across = pose.hold == .wide
    let left = Rect(x: 0, y: 0, width: Self.duoScreen.width, height: Self.duoScreen.height)
    let right = left.offsetBy(dx: Self.dp(1410, 2.5), dy: 0)
    let gap = Rect(x: Self.dp(1344, 2.5), y: 0, width: Self.dp(66, 2.5), height: left.height)
    let expectedScreens = across ? [left, right] : [left.transposed, right.transposed]
    #expect(geometry.glass == expectedScreens)
    let hinge = try #require(Self.environment("surface-duo-2", pose).reservedRegions().first)
    #expect(hinge.identifier == "hinge")
    #expect(hinge.kind == .division)
    #expect(hinge.isActive, "always active: two panels are separate even lying flat")
    #expect(hinge.frame == (across ? gap : gap.transposed))
  }

  @Test func surfaceDuoClosedIsOneScreenWithNoHinge() throws {
    let env = try Self.environment("surface-duo-2", .closed)
    #expect(env.reservedRegions(includeInactive: true).isEmpty)
    #expect(
      try Self.profile("surface-duo-2").geometry(display: .outer, isRotated: false).screens == nil)
    // The status bar: 1892 − 1832 px in Microsoft's resource qualifier, ÷ 2.5.
    #expect(env.safeAreaInsets.top == Self.dp(1892 - 1832, 2.5))
  }

  /// Pixel 9 Pro Fold's system bars are the phone's own, as AOSP's Launcher3 emulates
  /// them at 390 dpi: status bar 161 px outside and 88 px inside, gesture bar 59 px.
  @Test(arguments: [(Pose.closed, 161.0), (.book, 88), (.tabletop, 88)])
  func pixel9ProFoldBarsAreItsOwn(pose: Pose, statusBar: Double) throws {
    let insets = try Self.environment("pixel-9-pro-fold", pose).safeAreaInsets
    #expect(insets.top == Self.dp(statusBar, 2.4375))
    #expect(insets.bottom == Self.dp(59, 2.4375))
  }

  /// A zero-width fold at the middle of the inner display, active only while half
  /// opened: top to bottom in open and book, across in open-tall and tabletop, whichever
  /// way the display is then held.
  @Test(
    arguments: [
      ("pixel-fold", Pose.open, false), ("pixel-fold", .book, true),
      ("pixel-fold", .openTall, false), ("pixel-fold", .tabletop, true),
      ("galaxy-z-flip-5", .open, false), ("galaxy-z-flip-5", .openTall, false),
      ("galaxy-z-flip-5", .tabletop, true),
      ("galaxy-z-fold-5", .open, false), ("galaxy-z-fold-5", .book, true),
      ("galaxy-z-fold-5", .openTall, false), ("galaxy-z-fold-5", .tabletop, true),
      ("pixel-9-pro-fold", .open, false), ("pixel-9-pro-fold", .book, true),
      ("pixel-9-pro-fold", .openTall, false), ("pixel-9-pro-fold", .tabletop, true),
    ])
  func theFoldIsAtTheMiddleWithNoWidth(id: String, pose: Pose, active: Bool) throws {
    let env = try Self.environment(id, pose)
    let fold = try #require(env.reservedRegions(.division, includeInactive: true).first)
    #expect(fold.identifier == "fold")
    #expect(fold.isActive == active)
    let size = env.windowSize
    let expected =
      pose.hold == .wide
      ? Rect(x: size.width / 2, y: 0, width: 0, height: size.height)
      : Rect(x: 0, y: size.height / 2, width: size.width, height: 0)
    #expect(fold.frame == expected)
  }

  /// A book-style foldable whose inner display is taller than wide is held upright for
  /// book, the fold down the middle of its width (906 of 1812 px; 1038 of 2076 px), and
  /// turned sideways for tabletop, the fold across.
  @Test(arguments: [("galaxy-z-fold-5", foldInner), ("pixel-9-pro-fold", proFoldInner)])
  func aTallInnerDisplayIsHeldUprightForBook(id: String, inner: Size) throws {
    let profile = try Self.profile(id)
    #expect(profile.displays.inner.natural == .tall)
    #expect(profile.displays.inner.bookHold == .tall)
    let book = try Self.environment(id, .book)
    #expect(book.windowSize == inner)
    let fold = try #require(book.reservedRegions(.division).first)
    #expect(fold.isVertical)
    #expect(fold.frame.minX == inner.width / 2)
    let tabletop = try Self.environment(id, .tabletop)
    #expect(tabletop.windowSize == inner.turned)
    let across = try #require(tabletop.reservedRegions(.division).first)
    #expect(!across.isVertical)
    #expect(across.frame.minY == inner.width / 2)
  }

  /// The clamshell folds across its tall inner display: held upright (its natural hold)
  /// Flex mode stands it on its lower half, the fold across at 1320 of 2640 px.
  @Test func theFlipFoldsAcrossWhenHeldUpright() throws {
    let profile = try Self.profile("galaxy-z-flip-5")
    #expect(profile.displays.inner.natural == .tall)
    let env = try Self.environment("galaxy-z-flip-5", .tabletop)
    let fold = try #require(env.reservedRegions(.division).first)
    #expect(fold.frame.minY == Self.dp(2640, 2.625) / 2)
    #expect(!fold.isVertical)
  }

  /// The Flex Window's cameras take its bottom right; the band they sit in holds no
  /// app content.
  @Test func theFlexWindowKeepsClearOfTheCameras() throws {
    let env = try Self.environment("galaxy-z-flip-5", .closed)
    let cameras = try #require(env.reservedRegions(.occlusion).first)
    #expect(cameras.identifier == "cameras")
    #expect(cameras.frame.maxX == env.windowSize.width)
    #expect(cameras.frame.maxY == env.windowSize.height)
    #expect(!env.safeBounds.intersects(cameras.frame))
  }

  /// Every number of these profiles says where it comes from, and a design choice why.
  @Test(arguments: androidProfiles)
  func designChoicesSayWhy(id: String) throws {
    let profile = try Self.profile(id)
    var facts: [(Basis, String?)] = [
      (profile.hinge.closedBelow.basis, profile.hinge.closedBelow.note),
      (profile.hinge.flatFrom.basis, profile.hinge.flatFrom.note),
      (profile.timings.openWidthSteps.basis, profile.timings.openWidthSteps.note),
      (profile.timings.foldRegionDelay.basis, profile.timings.foldRegionDelay.note),
    ]
    for display in Display.allCases {
      for geometry in profile.displays[display].holds.values {
        facts.append((geometry.window.basis, geometry.window.note))
        facts.append((geometry.safeArea.basis, geometry.safeArea.note))
        for region in geometry.regions { facts.append((region.frame.basis, region.frame.note)) }
      }
    }
    for (basis, note) in facts where basis == .design {
      #expect(note?.isEmpty == false, "\(id): a design choice without a note")
    }
    #expect(profile.timings.openWidthSteps.value.isEmpty, "Android hands over the new size at once")
  }
}

extension Size {
  /// The size turned a quarter.
  fileprivate var turned: Size { Size(width: height, height: width) }
}

extension Rect {
  /// The rectangle mirrored across the diagonal: a quarter turn of the display that
  /// keeps the top-left corner where it is.
  fileprivate var transposed: Rect { Rect(x: minY, y: minX, width: height, height: width) }
}
