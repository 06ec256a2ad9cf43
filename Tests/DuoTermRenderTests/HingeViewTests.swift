import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// The hinge angle drawn, not only written: a side view of the hinge by
/// the displays, two lines meeting at the angle, that F6 and F7 change.
@Suite("The hinge's side view")
struct HingeViewTests {
  @Test("every 15° step from closed to flat draws differently")
  func stepsReadApart() {
    let drawings = stride(from: 0.0, through: 180, by: 15).map { HingeView.lines(angle: $0) }
    #expect(Set(drawings).count == drawings.count)
    for drawing in drawings {
      #expect(drawing.count == HingeView.height)
      #expect(drawing.allSatisfy { TerminalWidth.of($0) == HingeView.width })
    }
  }

  @Test("flat is one straight line along the bottom")
  func flat() {
    let lines = HingeView.lines(angle: 180)
    #expect(lines[0].unicodeScalars.allSatisfy { $0 == "\u{2800}" }, "nothing above it")
    #expect(Set(lines[1]).count == 1, "one glyph all along: \(lines[1])")
  }

  @Test(
    "it shows beside or under the displays at 200 × 50 and 80 × 24, and F6 changes it",
    arguments: Pose.allCases)
  func inTheScene(pose: Pose) throws {
    for size in [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)] {
      let state = EmulatorState(pose: pose, terminal: size)
      let layout = try #require(SceneLayout(state: state))
      let rect = try #require(layout.hinge, "\(pose) \(size): no room for the hinge")
      for display in Display.allCases {
        #expect(layout.placement(display).bezel.intersection(rect).isEmpty)
      }
      let before = Scene.render(state).cropped(rect).text
      let folded = reduce(state, .key(.function(6)), at: 0).settled()
      guard folded.device.hingeAngle != state.device.hingeAngle else { continue }
      let after = Scene.render(folded)
      let moved = try #require(SceneLayout(state: folded)?.hinge)
      #expect(after.cropped(moved).text != before, "\(pose) \(size): F6 left it as it was")
    }
  }

  @Test(
    "the angle is written with the drawing wherever it goes, under the phone too",
    arguments: DeviceRegistry.standard.profiles.map(\.id))
  func angleAlwaysWritten(device: String) throws {
    let profile = try #require(DeviceRegistry.standard.profile(named: device))
    let sizes = [
      TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 132, rows: 43), .standard,
    ]
    for size in sizes {
      for pose in profile.supportedPoses {
        let state = EmulatorState(profile: profile, pose: pose, terminal: size)
        guard let layout = SceneLayout(state: state), let rect = layout.hinge else { continue }
        let drawn = Scene.render(state).cropped(rect).text
        #expect(
          drawn.contains("\(state.device.hingeAngle.pointText)°"),
          "\(device) \(pose) \(size): \(drawn)")
      }
    }
  }
}
