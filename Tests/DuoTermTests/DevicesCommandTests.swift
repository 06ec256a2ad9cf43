import DuoLayoutCore
import Testing

@testable import DuoTerm

/// `duoterm devices`: each profile with its displays' window sizes in each grip,
/// and the poses that show each.
@Suite("Devices command")
struct DevicesCommandTests {
  @Test("iPhone Duo: the four windows of the device table, with their poses")
  func iPhoneDuoWindows() {
    let windows = DevicesCommand.windows(of: .iPhoneDuo).map {
      "\($0.display.rawValue) \($0.windowSize) \($0.poses.joined(separator: ","))"
    }
    #expect(
      windows == [
        "outer 466×678 closed", "outer 678×466 closed-landscape", "inner 951×669 open,book",
        "inner 669×951 open-tall,tabletop",
      ])
  }

  @Test("every pose a built-in profile has shows in exactly one of its windows")
  func everyPoseOnce() {
    for profile in DeviceRegistry.standard.profiles {
      let poses = DevicesCommand.windows(of: profile).flatMap(\.poses)
      #expect(poses.sorted() == profile.supportedPoses.map(\.argument).sorted(), "\(profile.id)")
    }
  }

  @Test("the text names the profile and each display's sizes")
  func text() {
    let text = DevicesCommand.text(.iPhoneDuo)
    #expect(text.hasPrefix("iphone-duo  iPhone Duo\n"))
    #expect(
      text.contains("Outer display: tall 466×678 pt (closed); wide 678×466 pt (closed-landscape)"))
    #expect(
      text.contains(
        "Inner display: wide 951×669 pt (open, book); tall 669×951 pt (open-tall, tabletop)"))
    #expect(text.contains("fold 40×669 pt at (455, 0), active while-partly-open"))
    #expect(text.contains("poses: closed, closed-landscape, open, open-tall, book, tabletop"))
  }

  @Test("devices and devices --json exit 0; anything else is a mistake")
  func exits() {
    #expect(CommandLineTool.run(["devices"]) == 0)
    #expect(CommandLineTool.run(["devices", "--json"]) == 0)
    #expect(CommandLineTool.run(["devices", "iphone-duo"]) == 2)
  }
}
