import TestSupport
import Testing

@testable import DuoLayoutCore

/// Each profile says what its lengths are in (iOS points, Android dp),
/// the environment carries it with the device's name for people, and no pattern
/// lays out differently for either.
@Suite struct LengthUnitTests {
  /// The Android profiles speak dp; iPhone Duo speaks pt.
  static let expected = [
    "iphone-duo": LengthUnit.pt, "surface-duo-2": .dp, "pixel-fold": .dp,
    "pixel-9-pro-fold": .dp, "galaxy-z-fold-5": .dp, "galaxy-z-flip-5": .dp,
  ]

  @Test(
    "each built-in profile has its platform's unit", arguments: DeviceRegistry.standard.profiles)
  func unitPerProfile(profile: DeviceProfile) throws {
    #expect(profile.unit == (try #require(Self.expected[profile.id])), "\(profile.id)")
  }

  @Test(
    "the inspector names the device and gives every length in its unit",
    arguments: DeviceRegistry.standard.profiles)
  func inspectorSaysTheUnit(profile: DeviceProfile) {
    for pose in profile.supportedPoses {
      let env = profile.environment(for: pose.deviceState(profile))
      let text = InspectorPattern.text(for: env)
      let unit = profile.unit.rawValue
      let other = profile.unit == .pt ? "dp" : "pt"
      #expect(text.contains("device \(profile.name), lengths in \(unit)"), "\(profile.id) \(pose)")
      #expect(text.contains("window \(env.windowSize) \(unit)"), "\(profile.id) \(pose)")
      #expect(!text.contains(" \(other)\n") && !text.hasSuffix(" \(other)"), "\(text)")
    }
  }

  @Test(
    "the text size's notice gives the column in the device's unit",
    arguments: DeviceRegistry.standard.profiles)
  func textSizeNoticeSaysTheUnit(profile: DeviceProfile) throws {
    let state = EmulatorState(profile: profile, pose: .open, terminal: .standard)
    let larger = reduce(state, .key(.control("a")), at: 0)
    let notice = try #require(larger.notice)
    let other = profile.unit == .pt ? "dp" : "pt"
    #expect(notice.contains(" \(profile.unit.rawValue) a column"), "\(profile.id): \(notice)")
    #expect(!notice.contains(" \(other) a column"), "\(profile.id): \(notice)")
  }

  @Test("a profile file may leave the unit out: it is pt")
  func unitDefaultsToPoints() throws {
    let text = try Repository.text(DeviceProfileFileTests.testFoldPath)
    let line = "  \"unit\": \"dp\",\n"
    #expect(text.contains(line))
    #expect(try DeviceProfile.read(text, file: "x.json").unit == .dp)
    let without = text.replacing(line, with: "")
    #expect(try DeviceProfile.read(without, file: "x.json").unit == .pt)
  }

  @Test("a unit DuoTerm does not know names the file, the field and a fix")
  func badUnit() throws {
    let text = try Repository.text(DeviceProfileFileTests.testFoldPath)
      .replacing("\"unit\": \"dp\"", with: "\"unit\": \"px\"")
    #expect {
      try DeviceProfile.read(text, file: "own.json")
    } throws: { error in
      let message = "\(error)"
      return message.hasPrefix("own.json:") && message.contains("unit: unknown value \"px\"")
        && message.contains("did you mean")
    }
  }

  /// Preparing your app for iPhone Duo: a layout reads the window, not the device. The device's name and
  /// unit ride in the environment for people only.
  @Test(
    "every pattern lays out the same whatever the device label says",
    arguments: DeviceRegistry.standard.profiles)
  func layoutIgnoresTheLabel(profile: DeviceProfile) {
    for pose in profile.supportedPoses {
      let env = profile.environment(for: pose.deviceState(profile))
      var relabelled = env
      relabelled.device = DeviceLabel(name: "Another Phone", unit: profile.unit == .pt ? .dp : .pt)
      for entry in PatternRegistry.standard.entries where entry.id != .inspector {
        #expect(
          entry.layout(AppModels(), env) == entry.layout(AppModels(), relabelled),
          "\(entry.id.argument) on \(profile.id) \(pose)")
      }
    }
  }
}
