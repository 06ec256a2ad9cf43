import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// The chrome around the lit display's window (`GoldenCut.chrome`, the window
/// masked): the bezels, the dark display, the hinge's side view beside or under
/// the phone, the caption, the keys on screen, the pose bar, the region overlay's
/// legend and the status line, compared with the frames kept in
/// `Goldens/chrome/`. A few frames, one pattern: what the pattern draws is in the
/// window goldens (`GoldenFrameTests`), so a change to the chrome re-records only
/// these. Re-recorded only when asked:
/// `DUOTERM_RECORD_GOLDENS=1 swift test --filter ChromeGoldenTests` (never in CI).
@Suite struct ChromeGoldenTests {
  static let sizes = GoldenFrameTests.sizes

  /// Each pose at 200 × 50 and 80 × 24: the hinge's view between the displays
  /// or under them, the lit and the dark bezel, the status line's pose fields.
  @Test(arguments: Pose.allCases)
  func poseChromeMatchesItsGolden(pose: Pose) throws {
    for size in Self.sizes {
      try Self.compare(
        EmulatorState(pose: pose, terminal: size, pattern: .listDetail),
        "poses/\(pose.argument)-\(size.columns)x\(size.rows).txt")
    }
  }

  /// Each other built-in device open and closed at 200 × 50: its bezels, its
  /// screens' gap, its name and sizes on the status line.
  @Test(arguments: DeviceRegistry.standard.profiles.filter { $0.id != DeviceProfile.iPhoneDuo.id })
  func deviceChromeMatchesItsGolden(profile: DeviceProfile) throws {
    for pose in [Pose.open, .closed] {
      try Self.compare(
        EmulatorState(
          profile: profile, pose: pose, terminal: Self.sizes[0], pattern: .listDetail),
        "devices/\(profile.id)-\(pose.argument)-200x50.txt")
    }
  }

  /// Each environment of the window goldens at 200 × 50: the status line's
  /// size class, text size, direction and Split View.
  @Test(arguments: GoldenFrameTests.environments.indices)
  func environmentChromeMatchesItsGolden(index: Int) throws {
    let (label, pose, options) = GoldenFrameTests.environments[index]
    var state = EmulatorState(pose: pose, terminal: Self.sizes[0], pattern: .listDetail)
    state.options = options
    try Self.compare(state, "environments/\(pose.argument)-\(label)-200x50.txt")
  }

  /// Everything under the phone at once, at both sizes: a caption, a key on
  /// screen and the pose bar, each in the row it is given.
  @Test func underThePhoneMatchesItsGolden() throws {
    for size in Self.sizes {
      var state = EmulatorState(pose: .open, terminal: size, pattern: .listDetail)
      state.showsPoseBar = true
      state = reduce(state, .banner("A caption under the phone"), at: 0)
      state = reduce(state, .key(.control("]")), at: 0)
      state = reduce(state, .key(.function(3)), at: 0.1)
      try Self.compare(state, "under-the-phone-\(size.columns)x\(size.rows).txt")
    }
  }

  /// The region overlay (F8): its legend outside the phone, at both sizes.
  @Test func regionOverlayLegendMatchesItsGolden() throws {
    for size in Self.sizes {
      let state = reduce(
        EmulatorState(pose: .book, terminal: size, pattern: .listDetail), .key(.function(8)), at: 0)
      try #require(state.showsRegionOverlay)
      try Self.compare(state, "region-overlay-book-\(size.columns)x\(size.rows).txt")
    }
  }

  static func compare(_ state: EmulatorState, _ path: String) throws {
    try GoldenFile.check(GoldenCut.chrome(state).text + "\n", path: "chrome/\(path)", path)
  }
}
