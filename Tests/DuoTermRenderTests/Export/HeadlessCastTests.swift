import DuoLayoutCore
import Foundation
import Testing

@testable import DuoTermRender

/// A tour recorded with no terminal, in virtual time: asciicast v2 whose
/// timestamps are the tour's own (glides at 60 frames a second, slow motion
/// stretched), with a marker at each pose, pattern and caption, the same bytes
/// every time.
@Suite("Headless casts")
struct HeadlessCastTests {
  static let tour = """
    # A fold at normal speed, then one four times slower.
    pattern list-detail
    pose open
    say Open and flat.
    wait 500
    F3
    wait 1000
    slow 4
    say Four times slower.
    F3
    wait 2000
    """

  static func cast() throws -> (script: DemoScript, text: String) {
    let script = try DemoScript.parse(tour, name: "t", file: "t.tour")
    let base = script.startState(terminal: TerminalSize(columns: 100, rows: 30))
    let start = base.playingTour(script, at: base.now)
    let text = HeadlessCast.record(
      from: start, until: start.now + script.duration, title: "duoterm demo t")
    return (script, text)
  }

  static func events(_ text: String) throws -> [(time: Double, kind: String, text: String)] {
    try text.split(separator: "\n").dropFirst().map { line in
      let array = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
      return (
        try #require(array[0] as? Double), try #require(array[1] as? String),
        try #require(array[2] as? String)
      )
    }
  }

  @Test func theSameTourGivesTheSameBytes() throws {
    #expect(try Self.cast().text == Self.cast().text)
  }

  @Test func aHeaderAtTheToursSizeAndTimesFromItsClock() throws {
    let (script, text) = try Self.cast()
    let header = try #require(
      try JSONSerialization.jsonObject(
        with: Data(text.prefix { $0 != "\n" }.utf8)) as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 100 && header["height"] as? Int == 30)
    #expect(header["timestamp"] == nil, "no wall clock in a cast that must not change")
    let events = try Self.events(text)
    let times = events.map(\.time)
    #expect(times == times.sorted())
    #expect(abs((times.last ?? 0) - script.duration) < 1e-6, "ends at the tour's end")
    let markers = events.filter { $0.kind == "m" }.map(\.text)
    #expect(markers.starts(with: ["open", "list-detail", "Open and flat."]), "\(markers)")
    #expect(markers.contains("book") && markers.contains("Four times slower."), "\(markers)")
  }

  @Test func glidesAreFramesAtSixtyASecondAndSlowMotionStretchesThem() throws {
    let events = try Self.events(try Self.cast().text)
    // The frames drawn while each fold glides: from its key to the screen's last change.
    func glide(after start: Double, before end: Double) -> [Double] {
      events.filter { $0.kind == "o" && $0.time > start && $0.time < end }.map(\.time)
    }
    let normal = glide(after: 0.5, before: 1.5)
    let slow = glide(after: 1.5, before: 3.5)
    #expect(normal.count >= 10, "\(normal)")
    let gaps = zip(normal.dropFirst(), normal).map { $0 - $1 }
    // Frames fall on the 60-a-second grid (a frame that changes no cell writes
    // nothing, so a gap may be two).
    let frames = gaps.map { $0 * 60 }
    #expect(
      frames.allSatisfy { $0 >= 1 - 1e-3 && abs($0 - $0.rounded()) < 1e-3 },
      "whole 60ths of a second apart: \(gaps)")
    #expect(frames.filter { abs($0 - 1) < 1e-3 }.count >= 5, "mostly one frame apart: \(gaps)")
    let span = { (times: [Double]) in (times.last ?? 0) - (times.first ?? 0) }
    #expect(span(slow) > 3 * span(normal), "slow: \(span(slow)) s, normal: \(span(normal)) s")
  }
}
