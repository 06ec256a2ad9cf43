import Testing

@testable import DuoLayoutCore

/// `demo --record-tour`: the keys pressed live come back as a tour that
/// presses the same keys at the same times from the same start.
@Suite struct TourRecordingTests {
  static let keys: [Key] = [
    .function(2), .down, .character("#"), .character("'"), .character("\""), .character("z"),
    .space, .control("o"), .paste("two\nlines"), .enter,
  ]

  @Test func theTourPressesTheSameKeysAtTheSameTimes() throws {
    var recording = TourRecording(start: EmulatorState(pose: .book, pattern: .feed), at: 100)
    for (index, key) in Self.keys.enumerated() {
      recording.record(key, at: 100 + Double(index) * 0.8567)
    }
    let text = recording.text(end: 110)
    let script = try DemoScript.parse(text, name: "t", file: "t.tour")
    #expect(script.pose == .book && script.pattern == .feed)
    #expect(!script.description.isEmpty)
    let pressed = script.schedule.compactMap(\.key)
    let expected = Self.keys.flatMap { key -> [Key] in
      guard case .paste = key else { return [key] }
      return "two".map { .character($0) } + [.enter] + "lines".map { .character($0) }
    }
    #expect(pressed == expected, "\(text)")
    let times = script.schedule.map(\.time)
    for (index, key) in Self.keys.enumerated() where key != .paste("two\nlines") {
      let at = script.schedule.lastIndex { $0.key == key }.map { times[$0] }
      #expect(at.map { abs($0 - Double(index) * 0.8567) < 0.001 } == true, "\(key) at \(at ?? -1)")
    }
    #expect(abs(script.duration - 10) < 0.001, "waits until the session ended")
  }

  @Test func aQuitKeyPressedLastIsLeftOut() throws {
    var recording = TourRecording(start: EmulatorState(), at: 0)
    recording.record(.function(2), at: 1)
    recording.record(.function(10), at: 2)
    let script = try DemoScript.parse(recording.text(end: 2), name: "t", file: "t")
    #expect(script.schedule.compactMap(\.key) == [.function(2)])
    #expect(abs(script.duration - 2) < 0.001)
  }

  @Test func aLongPauseIsSplitIntoWaitsTheParserTakes() throws {
    var recording = TourRecording(start: EmulatorState(), at: 0)
    recording.record(.function(2), at: 1500)
    let script = try DemoScript.parse(recording.text(end: 1500), name: "t", file: "t")
    #expect(script.schedule.first?.time == 1500)
  }
}
