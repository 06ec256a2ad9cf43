import Testing

@testable import DuoLayoutCore
@testable import DuoTermRender

/// Words a person reads on the way: one key has one label, a region is named once.
@Suite("Words")
struct WordsTests {
  @Test(
    "the pose bar gives each key one label, F2 saying what it does now", arguments: Pose.allCases)
  func poseBarKeys(pose: Pose) {
    let items = PoseBar.items(EmulatorState(pose: pose))
    let keys = items.map(\.text).map { $0.split(separator: " ").first.map(String.init) ?? "" }
    #expect(Set(keys).count == keys.count, "\(items.map(\.text))")
    let closed = pose == .closed || pose == .closedLandscape
    #expect(items.first?.text == (closed ? "F2 Open" : "F2 Close"))
  }

  @Test("a clicked region is named with its kind once")
  func spokenName() {
    let fold = ReservedRegion(
      identifier: "fold", kind: .division, frame: Rect(x: 455, y: 0, width: 40, height: 669),
      isActive: true)
    #expect(fold.spokenName == "the fold")
    let camera = ReservedRegion(
      identifier: "inner-camera", kind: .occlusion, frame: Rect(x: 0, y: 0, width: 58, height: 37),
      isActive: false)
    #expect(camera.spokenName == "the occlusion inner-camera")
  }

  @Test(
    "the overlay's tag of a region across is bracketed, never run into the text beside it",
    arguments: [Pose.open, .book])
  func overlayTag(pose: Pose) {
    var state = EmulatorState(pose: pose, terminal: TerminalSize(columns: 200, rows: 50))
    state.showsRegionOverlay = true
    let text = Scene.render(state).lines.joined(separator: "\n")
    #expect(text.contains("[inner-camera]"), "\(text)")
    #expect(!text.contains("10:15 inner-camera"), "a bare tag run into a message's title")
  }
}
