import Testing

@testable import DuoLayoutCore

/// An arrangements screen file: the built-in split and overlay screen with the
/// file's photos, its mistakes on their lines.
@Suite struct ArrangementsContentTests {
  @Test func theFilesPhotoIsWhatShows() throws {
    let text = try ExportedScreen.text(
      .arrangements, replacing: [(of: "The Ferry Steps at dawn", with: "The quay at noon")])
    let state = EmulatorState(pose: .book).showing(try ScreenFile.read(text, file: "album.json"))
    #expect(ExportedScreen.shows("The quay at noon", in: state.tree))
    #expect(!ExportedScreen.shows("The Ferry Steps at dawn", in: state.tree))
    // The built-in keeps its own album.
    let builtIn = EmulatorState(pose: .book, pattern: .arrangements)
    #expect(ExportedScreen.shows("The Ferry Steps at dawn", in: builtIn.tree))
  }

  @Test func aLayerTheScenesLackNamesItsLine() throws {
    let text = try ExportedScreen.text(
      .arrangements, replacing: [(of: #""layer": "front""#, with: #""layer": "side""#)])
    let line = try #require(ExportedScreen.line(of: #""side""#, in: text))
    let problem = try #require(ExportedScreen.problem(text))
    #expect(problem.hasPrefix("mine.json:\(line):"), "\(problem)")
    #expect(problem.contains(#"has no layer "side" — use one of "back", "front""#), "\(problem)")
  }
}
