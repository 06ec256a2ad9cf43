import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// A classic 80 × 24 terminal shows every built-in device in every one of its
/// poses: the lit display at a scale that fits (coarser than 24 pt a column only
/// where nothing finer does), the dark one beside it as small as it has to be, and
/// never the too-small screen. Pixel 9 Pro Fold and Surface Duo 2 held tall needed
/// 84 × 24 and 74 × 26 before.
@Suite("Every device at 80 × 24")
struct ClassicTerminalTests {
  static let classic = TerminalSize(columns: 80, rows: 24)

  @Test(arguments: DeviceRegistry.standard.profiles.map(\.id))
  func everyPoseDraws(device: String) throws {
    let profile = try #require(DeviceRegistry.standard.profile(named: device))
    let least = SceneFit.minimumSizeForEveryPose(profile: profile)
    #expect(least.columns <= 80 && least.rows <= 24, "\(device) needs \(least)")
    for pose in profile.supportedPoses {
      let state = EmulatorState(
        profile: profile, pose: pose, terminal: Self.classic, pattern: .feed)
      #expect(state.textMetrics != nil, "\(device) \(pose)")
      let layout = try #require(SceneLayout(state: state), "\(device) \(pose)")
      let lit = layout.placement(state.device.litDisplay(profile))
      #expect(lit.window.width > 0 && lit.window.height > 0)
      // Both displays whole inside the terminal, the status line under them.
      for display in Display.allCases {
        let bezel = layout.placement(display).bezel
        #expect(
          bezel.x >= 0 && bezel.maxX <= 80 && bezel.y >= 0 && bezel.maxY <= 23,
          "\(device) \(pose) \(display) \(bezel)")
      }
      let text = Scene.render(state).text
      #expect(!text.contains("too small"), "\(device) \(pose)")
    }
  }

  @Test("the lit display goes coarser than 24 pt only where nothing finer fits")
  func coarserOnlyWhenNeeded() throws {
    let duo = try #require(DeviceRegistry.standard.profile(named: "surface-duo-2"))
    let tall = try #require(
      SceneFit.scales(for: Self.classic, profile: duo, isRotated: true, lit: .inner))
    #expect(tall.lit > SceneFit.coarsestScale && tall.lit <= SceneFit.coarsestLitScale)
    let roomy = try #require(
      SceneFit.scales(for: .standard, profile: duo, isRotated: true, lit: .inner))
    #expect(roomy.lit <= SceneFit.coarsestScale)
    #expect(roomy.dark <= SceneFit.coarsestScale)
  }

  @Test(
    "below what can be drawn, the too-small screen stays",
    arguments: [
      TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 80, rows: 10),
    ])
  func tooSmallStays(size: TerminalSize) {
    for profile in DeviceRegistry.standard.profiles {
      let state = EmulatorState(profile: profile, pose: .closed, terminal: size, pattern: .feed)
      #expect(state.textMetrics == nil, "\(profile.id) \(size)")
    }
  }
}
