import Testing

@testable import DuoLayoutCore
@testable import DuoTermRender

/// The region overlay (F8) never hides what it explains. For
/// every pattern in every pose, at 200 × 50 and 80 × 24, on every screen the
/// audit checks: every character of every control and field shown with F8 off is
/// still there with F8 on (its colours may change: a control in an active region
/// turns red), no character of text is drawn over, the bezels stay whole, and the
/// legend is not on the lit display. The same holds on every built-in device, in each of its poses.
@Suite("The region overlay covers nothing")
struct RegionOverlayCoverTests {
  static let sizes = [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)]

  /// Every screen of every pattern in `pose` at `size`, with the overlay off.
  static func screens(
    _ pattern: PatternID, _ pose: Pose, _ size: TerminalSize,
    profile: DeviceProfile = .iPhoneDuo, options: EnvironmentOptions = EnvironmentOptions()
  ) -> [EmulatorState] {
    PatternRegistry.standard[pattern].auditScreens.map { screen in
      var state = EmulatorState(profile: profile, pose: pose, terminal: size, pattern: pattern)
      state.options = options
      for key in screen.keys { state = reduce(state, .key(key), at: 0) }
      state.notices = NoticeQueue()
      return state
    }
  }

  @Test(arguments: PatternRegistry.standard.ids, Pose.allCases)
  func overlayLeavesControlsAndTextWhole(pattern: PatternID, pose: Pose) throws {
    try Self.check(pattern, pose, sizes: Self.sizes)
  }

  /// Every other built-in device, each pattern in each of the device's poses, at
  /// 200 × 50 and at 80 × 24 or the smallest size its poses fit.
  @Test(arguments: DeviceRegistry.standard.profiles.map(\.id).filter { $0 != "iphone-duo" })
  func everyDevice(device: String) throws {
    let profile = try #require(DeviceRegistry.standard.profile(named: device))
    let sizes = EveryDeviceSizes.sizes(profile)
    for pattern in PatternRegistry.standard.ids {
      for pose in profile.supportedPoses {
        try Self.check(pattern, pose, sizes: sizes, profile: profile)
      }
    }
  }

  /// Every Split View, the smallest and largest text, right to left: each
  /// pattern in each pose, at 200 × 50 and 80 × 24.
  @Test(arguments: EveryEnvironment.options)
  func everyEnvironment(options: EnvironmentOptions) throws {
    for pattern in PatternRegistry.standard.ids {
      for pose in Pose.allCases {
        try Self.check(pattern, pose, sizes: Self.sizes, options: options)
      }
    }
  }

  static func check(
    _ pattern: PatternID, _ pose: Pose, sizes: [TerminalSize], profile: DeviceProfile = .iPhoneDuo,
    options: EnvironmentOptions = EnvironmentOptions()
  ) throws {
    let label = ([profile.id] + options.words).joined(separator: " ")
    for size in sizes {
      for off in Self.screens(pattern, pose, size, profile: profile, options: options) {
        var on = off
        on.showsRegionOverlay = true
        let before = Scene.render(off)
        let after = Scene.render(on)
        let layout = try #require(SceneLayout(state: off))
        // The app's window: in Split View, its part of the display alone.
        let placement = layout.app
        let tree = off.shownTree
        for node in tree.shownWindowNodes {
          let rect = placement.raster.cells(node.frame).intersection(placement.window)
          guard !rect.isEmpty else { continue }
          switch node.role {
          case .control, .field, .text, .label:
            for y in rect.y..<rect.maxY {
              for x in rect.x..<rect.maxX {
                let was = before[x, y].character
                // Text's own blanks may take an outline; a control's never do.
                guard was != " " || node.role.isInteractive else { continue }
                #expect(
                  after[x, y].character == was,
                  "\(label) \(pattern.argument) \(pose.argument) \(size): F8 drew '\(after[x, y].character)' over '\(was)' of \(node.id) at (\(x), \(y))"
                )
              }
            }
          default: continue
          }
        }
        // Both displays' bezels stay whole: their top and bottom edges, and the
        // sides (the overlay's lines go on the glass or outside the phone).
        for bezel in [layout.outer.bezel, layout.inner.bezel] {
          let edge =
            (bezel.x..<bezel.maxX).flatMap { [($0, bezel.y), ($0, bezel.maxY - 1)] }
            + (bezel.y..<bezel.maxY).flatMap { [(bezel.x, $0), (bezel.maxX - 1, $0)] }
          for (x, y) in edge where x >= 0 && y >= 0 && x < before.width && y < before.height {
            #expect(
              after[x, y].character == before[x, y].character,
              "\(label) \(pattern.argument) \(pose.argument) \(size): F8 drew '\(after[x, y].character)' over the bezel's '\(before[x, y].character)' at (\(x), \(y))"
            )
          }
        }
        // The legend (its first entry, in either form) is not on the lit display.
        let window = layout.placement(off.litDisplay).window
        let litRows = (window.y..<window.maxY).map { y in
          String((window.x..<window.maxX).map { after[$0, y].character })
        }
        for entry in RegionOverlay.legend(env: off.environment).prefix(1)
          + RegionOverlay.legend(env: off.environment, width: 0).prefix(1)
        {
          #expect(
            !litRows.contains { $0.contains(entry) },
            "\(label) \(pattern.argument) \(pose.argument) \(size): the legend is on the lit display"
          )
        }
      }
    }
  }
}
