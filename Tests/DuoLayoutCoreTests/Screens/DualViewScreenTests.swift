import Foundation
import Testing

@testable import DuoLayoutCore

/// A dual-view screen file: the built-in places screen with the file's guide.
@Suite struct DualViewScreenTests {
  @Test func theFilesGuideIsWhatShows() throws {
    let text = try ExportedScreen.text(.dualView)
      .replacingOccurrences(of: "Bell Square", with: "Zap Square")
    let screen = try ScreenFile.read(text, file: "ambry.json")
    let state = EmulatorState(pose: .open).showing(screen)
    #expect(state.models.dualView.guide.places.map(\.name).contains("Zap Square"))
    #expect(ExportedScreen.shows("Zap Square", in: state.tree))
    // The built-in keeps its own guide.
    let builtIn = EmulatorState(pose: .open, pattern: .dualView)
    #expect(builtIn.models.dualView.guide == .standard)
    let shown = ExportedScreen.strings(builtIn.tree)
    #expect(shown.contains { $0.contains("Bell Square") })
    #expect(!shown.contains { $0.contains("Zap Square") })
  }

  @Test func aPlaceOffTheMapNamesItsLine() throws {
    let exported = try ExportedScreen.text(.dualView)
    let x = try #require(PlaceGuide.standard.places.first?.x)
    let text = exported.replacingOccurrences(of: "\"x\": \(Int(x)),", with: "\"x\": 420,")
    let line = try #require(ExportedScreen.line(of: "\"x\": 420", in: text))
    let problem = try #require(ExportedScreen.problem(text))
    #expect(problem.hasPrefix("mine.json:\(line):"), "\(problem)")
    #expect(problem.contains("places[0].x: 420 is off the map — use 0 to 100"), "\(problem)")
  }

  @Test func aPlaceIDUsedTwiceNamesTheSecond() throws {
    let ids = PlaceGuide.standard.placeIDs
    let text = try ExportedScreen.text(.dualView)
      .replacingOccurrences(of: "\"\(ids[1])\"", with: "\"\(ids[0])\"")
    let line = try #require(ExportedScreen.line(of: "\"\(ids[0])\"", in: text, occurrence: 2))
    let problem = try #require(ExportedScreen.problem(text))
    #expect(problem.hasPrefix("mine.json:\(line):"), "\(problem)")
    #expect(problem.contains("places[1].id: the ID \"\(ids[0])\" is used twice"), "\(problem)")
  }
}
