import DuoLayoutCore
import Foundation
import TestSupport
import Testing

@testable import DuoTerm

/// A second device profile, from a file in the repository, through the
/// same commands as the built-in one; a profile with a mistake names it.
@Suite struct DeviceFileCommandTests {
  static let profile = "Tests/Fixtures/devices/test-fold.json"

  static var path: String { Repository.path(profile) }

  @Test(
    arguments: [
      ["render", "--pose", "open"], ["render", "--pose", "book", "--size", "80x24"],
      ["audit"], ["audit", "--pose", "tabletop"], ["matrix", "--width", "200"],
      ["env", "--pose", "book", "--json"], ["tree", "--pose", "open"],
    ])
  func aProfileFileWorksWhereTheBuiltInDoes(words: [String]) {
    // The audit passes too: controls are sized to the profile's 48 dp, no text
    // is lost and nothing overlaps.
    #expect(CommandLineTool.run(words + ["--device", Self.path]) == 0, "\(words)")
  }

  /// The tree's first line gives the window in the profile's unit: dp here, not
  /// iPhone Duo's pt.
  @Test func theTreeNamesTheWindowInTheProfilesUnit() throws {
    let profile = try DeviceLibrary.resolve(Self.path)
    #expect(profile.unit == .dp)
    let state = EmulatorState(profile: profile, pose: .open)
    #expect(TreeCommand.heading(state) == "list-detail in open: window 800×700 dp")
    #expect(TreeCommand.heading(EmulatorState(pose: .open)).hasSuffix("window 951×669 pt"))
  }

  @Test func aPoseTheProfileLacksIsAUsageError() {
    #expect(
      CommandLineTool.run(["render", "--pose", "closed-landscape", "--device", Self.path]) == 2)
  }

  @Test func aMissingFieldIsNamedWithItsFileAndLine() throws {
    let text = try String(contentsOfFile: Self.path, encoding: .utf8)
      .replacingOccurrences(of: #""summary":"#, with: #""summry":"#)
    let broken = FileManager.default.temporaryDirectory
      .appendingPathComponent("duoterm-broken-\(UUID().uuidString).json").path
    try text.write(toFile: broken, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: broken) }
    #expect {
      _ = try DeviceLibrary.resolve(broken)
    } throws: { error in
      let message = (error as? UsageError)?.message ?? ""
      return message.hasPrefix("\(broken):5:") && message.contains("unknown field 'summry'")
        && message.contains("did you mean 'summary'")
    }
    #expect(CommandLineTool.run(["render", "--device", broken]) == 2)
  }

  /// `--device all` (audit, matrix) leaves out none of a person's own
  /// profiles silently: one with a mistake stops it, naming FILE:LINE:COL and the field.
  @Test func everyDeviceNamesABrokenProfileOfYourOwn() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("duoterm-devices-\(UUID().uuidString)").path
    let folder = home + "/duoterm/devices"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let environment = ["XDG_CONFIG_HOME": home]
    let text = try String(contentsOfFile: Self.path, encoding: .utf8)
    try text.write(toFile: folder + "/good.json", atomically: true, encoding: .utf8)
    try DeviceLibrary.checkEveryReads(environment: environment)
    let broken = folder + "/broken.json"
    try text.replacingOccurrences(of: #""summary":"#, with: #""summry":"#)
      .write(toFile: broken, atomically: true, encoding: .utf8)
    #expect {
      try DeviceLibrary.checkEveryReads(environment: environment)
    } throws: { error in
      let message = (error as? UsageError)?.message ?? ""
      return message.hasPrefix("--device all: \(broken):5:")
        && message.contains("unknown field 'summry'")
    }
  }
}
