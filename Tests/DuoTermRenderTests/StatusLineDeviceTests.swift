import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// The status line names the device, and gives the window in the
/// device's unit; at 80 × 24 the name stays, the window size going first.
@Suite("The status line names the device")
struct StatusLineDeviceTests {
  static let sizes = [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)]

  @Test(
    "every built-in device, every pose, at 200 × 50 and 80 × 24",
    arguments: DeviceRegistry.standard.profiles)
  func namesTheDevice(profile: DeviceProfile) {
    for pose in profile.supportedPoses {
      for size in Self.sizes {
        let state = EmulatorState(profile: profile, pose: pose, terminal: size)
        // Too small for this pose: the "terminal too small" screen instead.
        guard SceneLayout(state: state) != nil else { continue }
        let line = Scene.render(state).line(size.rows - 1)
        let fields = line.split(separator: "│").map(\.trimmingBlanks)
        #expect(fields.contains(profile.name), "\(profile.id) \(pose) \(size): \(line)")
        #expect(fields.first == pose.argument, "\(profile.id) \(pose) \(size): \(line)")
        if size.columns == 200 {
          let window = "\(state.shownEnvironment.windowSize) \(profile.unit)"
          #expect(fields.contains(window), "\(profile.id) \(pose): \(line)")
        }
      }
    }
  }

  @Test("Surface Duo 2's hinge is active even flat: the line says so")
  func alwaysActiveHinge() throws {
    let duo = try #require(DeviceRegistry.standard.profile(named: "surface-duo-2"))
    let spanned = StatusLine.text(for: EmulatorState(profile: duo, pose: .open))
    #expect(spanned.contains("hinge 180° flat · fold active"), "\(spanned)")
    let iPhone = StatusLine.text(for: EmulatorState(pose: .open))
    #expect(iPhone.contains("hinge 180° flat · fold inactive"), "\(iPhone)")
  }
}
