import DuoLayoutCore
import DuoTermRender
import Testing

@testable import DuoTerm

/// A headless command given a size too small for its pose is a
/// usage error naming the smallest size that fits, never a too-small screen that
/// passes as a result.
@Suite("Size check")
struct SizeCheckTests {
  static let profile = DeviceProfile.iPhoneDuo

  @Test(
    "the smallest size of a pose's grip fits; a column or a row less does not",
    arguments: Pose.allCases)
  func smallestFits(pose: Pose) throws {
    let device = pose.deviceState(Self.profile)
    let need = SceneFit.minimumSize(
      profile: Self.profile, isRotated: device.isRotated, lit: device.litDisplay(Self.profile))
    try SizeCheck.require(need, fits: [pose], profile: Self.profile)
    let state = EmulatorState(pose: pose, terminal: need)
    #expect(state.textMetrics != nil, "what the check passes, the layout can draw")
    for less in [
      TerminalSize(columns: need.columns - 1, rows: need.rows),
      TerminalSize(columns: need.columns, rows: need.rows - 1),
    ] {
      #expect(EmulatorState(pose: pose, terminal: less).textMetrics == nil)
      #expect {
        try SizeCheck.require(less, fits: [pose], profile: Self.profile)
      } throws: { error in
        (error as? UsageError)?.message.contains("give --size \(need.argument) or larger") == true
      }
    }
  }

  @Test("the three sizes once found passing, each with the size that fits")
  func issueExamples() {
    #expect(
      throws: UsageError(
        "--size 40x12 is too small for the closed pose of iPhone Duo; give --size 44x16 or larger (53x21 fits every pose)"
      )
    ) {
      try SizeCheck.require(
        TerminalSize(columns: 40, rows: 12), fits: [.closed], profile: Self.profile)
    }
    #expect(
      throws: UsageError(
        "--size 65x17 is too small for the open-tall pose of iPhone Duo; give --size 46x21 or larger (53x21 fits every pose)"
      )
    ) {
      try SizeCheck.require(
        TerminalSize(columns: 65, rows: 17), fits: [.openTall], profile: Self.profile)
    }
    #expect(
      throws: UsageError(
        "--size 10x5 is too small for every pose of iPhone Duo; give --size 53x21 or larger")
    ) {
      try SizeCheck.require(
        TerminalSize(columns: 10, rows: 5), fits: Pose.allCases, profile: Self.profile)
    }
  }

  @Test("several poses need the largest of their grips' sizes")
  func severalPoses() throws {
    let wide = SceneFit.minimumSize(profile: Self.profile, isRotated: false)
    #expect {
      try SizeCheck.require(wide, fits: [.book, .tabletop], profile: Self.profile)
    } throws: { error in
      (error as? UsageError)?.message.contains("the poses book, tabletop") == true
    }
    try SizeCheck.require(wide, fits: [.closed, .open, .book], profile: Self.profile)
  }

  @Test("the size that fits is the profile's own, not iPhone Duo's")
  func perProfile() {
    var wider = Self.profile
    wider.name = "Wider Duo"
    wider.displays.inner.holds[.wide]?.window.value.width *= 2
    let need = SceneFit.minimumSize(profile: wider, isRotated: false)
    #expect(need != SceneFit.minimumSize(profile: Self.profile, isRotated: false))
    #expect {
      try SizeCheck.require(
        SceneFit.minimumSize(profile: Self.profile, isRotated: false), fits: [.open],
        profile: wider)
    } throws: { error in
      (error as? UsageError)?.message.contains("Wider Duo; give --size \(need.argument)") == true
    }
  }

  @Test(
    "every headless command refuses a size too small for its pose",
    arguments: [
      ["render", "--size", "40x12"], ["render", "--pose", "open-tall", "--size", "65x17"],
      ["env", "--size", "40x12"], ["tree", "--size", "40x12"],
      ["play", "--size", "40x12", "--keys", "Down"], ["audit", "--size", "10x5"],
      ["audit", "--pose", "closed", "--size", "200x50", "--size", "43x17"],
      ["matrix", "--size", "65x17"], ["demo", "feed-fold", "--headless", "--size", "40x12"],
    ])
  func headlessCommands(words: [String]) {
    #expect(CommandLineTool.run(words) == 2)
  }

  /// `matrix --device all` asks for every built-in device at once: a size too
  /// small names one size that fits every pose of all of them (it named 74x26,
  /// Surface Duo 2's, which Pixel 9 Pro Fold could not use), and that size is no
  /// larger than 80x24, where every built-in device draws every pose.
  @Test("several devices at once: one size fits them all, and 80x24 is enough")
  func everyDevice() throws {
    let profiles = DeviceRegistry.standard.profiles
    let all = SizeCheck.everyPose(profiles)
    #expect(all.columns <= 80 && all.rows <= 24, "\(all)")
    for profile in profiles {
      try SizeCheck.require(
        TerminalSize(columns: 80, rows: 24), fits: profile.supportedPoses, profile: profile,
        devices: profiles)
      #expect {
        try SizeCheck.require(
          TerminalSize(columns: 30, rows: 10), fits: profile.supportedPoses, profile: profile,
          devices: profiles)
      } throws: { error in
        // The one size for them all: the device's own, or else named after it.
        let message = (error as? UsageError)?.message ?? ""
        return message.hasSuffix("(\(all.argument) fits every pose of every device)")
          || message.contains("give --size \(all.argument) or larger")
      }
    }
    #expect(CommandLineTool.run(["matrix", "--device", "all", "--size", "80x24"]) == 0)
    #expect(CommandLineTool.run(["matrix", "--device", "all", "--size", "30x10"]) == 2)
  }

  @Test("play refuses a size the keys turn the phone too small for")
  func playTurnsThePhone() {
    // 45x17 fits closed (44x16), not closed-landscape (46x13; F5 rotates).
    #expect(CommandLineTool.run(["play", "--size", "45x17", "--keys", "Down"]) == 0)
    #expect(CommandLineTool.run(["play", "--size", "45x17", "--keys", "F5"]) == 2)
  }
}
