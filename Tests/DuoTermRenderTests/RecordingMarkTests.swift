import Testing

@testable import DuoLayoutCore
@testable import DuoTermRender

/// While the front records, the status line says so (`● REC`), at every width a
/// phone fits; when the recording stops, the mark goes and a notice says why.
@Suite("The recording mark")
struct RecordingMarkTests {
  @Test(arguments: [200, 120, 80, 40])
  func theMarkShowsWhileRecording(width: Int) {
    var state = EmulatorState(pose: .book)
    #expect(!StatusLine.text(for: state, width: width).contains("REC"))
    state.isRecording = true
    #expect(StatusLine.text(for: state, width: width).contains("● REC"))
  }

  @Test func aStoppedRecordingDropsTheMarkAndSaysWhy() {
    var state = EmulatorState(pose: .open)
    state.isRecording = true
    let stopped = reduce(
      state, .recordingStopped(reason: "demo.cast: No space left on device"), at: 1)
    #expect(!stopped.isRecording)
    let line = StatusLine.text(for: stopped)
    #expect(!line.contains("● REC"))
    #expect(line.contains("recording stopped: demo.cast: No space left on device"), "\(line)")
  }
}
