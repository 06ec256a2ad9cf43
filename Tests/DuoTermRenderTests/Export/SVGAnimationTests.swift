import DuoLayoutCore
import Foundation
import Testing

@testable import DuoTermRender

/// A tour as one animated SVG: CSS keyframes and no script, looping; the first
/// frame whole, then only the cells that change; each run of cells defined once
/// and used by reference; the captions and the keys on screen in it; the longest
/// shipped tour at most 1 MB.
@Suite("SVG animation")
struct SVGAnimationTests {
  static func svg(_ name: String, size: TerminalSize = .standard) throws -> (DemoScript, String) {
    let text = try String(contentsOfFile: "\(CaptionTests.demos)/\(name).tour", encoding: .utf8)
    let script = try DemoScript.parse(text, name: name, file: "\(name).tour")
    let base = script.startState(terminal: size)
    let start = base.playingTour(script, at: base.now)
    return (
      script,
      SVGAnimation.render(from: start, until: start.now + script.duration, title: "t \(name)")
    )
  }

  static func matches(_ pattern: String, in text: String) throws -> [String] {
    let regex = try NSRegularExpression(pattern: pattern)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
      String(text[Range($0.range(at: 1), in: text)!])
    }
  }

  @Test func oneLoopingSVGWithNoScriptAndEveryReferenceDefined() throws {
    let (script, svg) = try Self.svg("list-detail-fold")
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.components(separatedBy: "<svg ").count == 2, "one document")
    #expect(!svg.contains("<script") && !svg.contains("javascript:"))
    #expect(svg.contains("animation-iteration-count:infinite"))
    let loop = try #require(try Self.matches(#"animation-duration:([0-9.]+)s"#, in: svg).first)
    #expect(abs(try #require(Double(loop)) - script.duration - SVGAnimation.hold) < 0.01)
    let ids = try Self.matches(#"id="([a-z0-9]+)""#, in: svg)
    #expect(Set(ids).count == ids.count, "each piece defined once")
    let used = Set(try Self.matches(##"href="#([a-z0-9]+)""##, in: svg))
    #expect(used.isSubset(of: Set(ids)), "every use names a definition")
    // Each frame after the first is a group with its own keyframes, shown from its time.
    let frames = try Self.matches(#"animation-name:(k[0-9]+)"#, in: svg)
    let keyframes = try Self.matches(#"@keyframes (k[0-9]+)"#, in: svg)
    #expect(frames == keyframes && frames.count > 40, "\(frames.count) frames")
    let percents = try Self.matches(#"\{0%\{visibility:hidden\}([0-9.]+)%"#, in: svg)
      .compactMap(Double.init)
    #expect(percents == percents.sorted() && percents.allSatisfy { $0 > 0 && $0 < 100 })
  }

  /// Each cell is a whole number of pixels on screen, so the rectangles of one
  /// frame meet without seams: at 8.4 px a cell, crisp edges rounded each its own
  /// way and the frames under it showed through as faint specks in Chromium.
  @Test(arguments: [TerminalSize.standard, TerminalSize(columns: 80, rows: 24)])
  func aCellIsAWholeNumberOfPixels(size: TerminalSize) throws {
    let (_, svg) = try Self.svg("feed-fold", size: size)
    let header = try Self.matches(#"(<svg [^>]*>)"#, in: svg)[0]
    let width = try #require(Double(try Self.matches(#" width="([0-9.]+)""#, in: header)[0]))
    let height = try #require(Double(try Self.matches(#" height="([0-9.]+)""#, in: header)[0]))
    let view = try Self.matches(#"viewBox="0 0 ([0-9 .]+)""#, in: header)[0]
      .split(separator: " ").compactMap { Double($0) }
    let cell = (width / Double(size.columns), height / Double(size.rows))
    #expect(cell == (8, 16), "\(cell) px a cell")
    #expect(
      view == [
        Double(size.columns * SVGAnimation.cellWidth), Double(size.rows * SVGAnimation.cellHeight),
      ])
    #expect(header.contains(#"shape-rendering="crispEdges""#))
  }

  @Test func captionsAndKeysAreInIt() throws {
    let (_, svg) = try Self.svg("list-detail-fold")
    // Text is split into chunks placed by column: look for words.
    #expect(svg.contains(">The phone lies open and flat:"), "the first caption")
    #expect(svg.contains(">F3</text>") && svg.contains(">↓</text>"), "the keys' caps")
  }

  @Test func framesAreTheCellsThatChangeNotWholeScreens() throws {
    let (_, svg) = try Self.svg("list-detail-fold")
    let groups = svg.split(separator: "\n").filter { $0.hasPrefix("<g class=\"f\"") }
    let first = try #require(svg.split(separator: "\n").first { $0.hasPrefix("<g><use") })
    let uses = groups.map { $0.components(separatedBy: "<use ").count - 1 }
    let whole = first.components(separatedBy: "<use ").count - 1
    // The median frame places a small part of what the whole first frame does.
    let median = uses.sorted()[uses.count / 2]
    #expect(median * 10 < whole, "median frame \(median) uses, the whole screen \(whole)")
  }

  @Test func theSameTourGivesTheSameBytes() throws {
    #expect(try Self.svg("feed-fold").1 == Self.svg("feed-fold").1)
  }

  @Test func theLongestShippedTourIsAtMostOneMegabyte() throws {
    var longest: (name: String, duration: Double) = ("", 0)
    for name in CaptionTests.tours {
      let text = try String(contentsOfFile: "\(CaptionTests.demos)/\(name).tour", encoding: .utf8)
      let duration = try DemoScript.parse(text, name: name, file: name).duration
      if duration > longest.duration { longest = (name, duration) }
    }
    let (_, svg) = try Self.svg(longest.name)
    #expect(svg.utf8.count <= 1_000_000, "\(longest.name): \(svg.utf8.count) bytes")
  }

  @Test func wideGlyphsStartAtTheirOwnColumn() {
    // "東京 trip": each wide glyph a text of its own at its column, the rest a chunk
    // whose characters each have an x (a renderer reading only the first x still
    // starts "trip" at its column).
    let grid = CellGrid(lines: ["東京 trip"])
    let cells = (0..<grid.width).map { grid[$0, 0] }
    let piece = SVGAnimation.Pieces.definition(cells, id: "d0")
    #expect(piece.contains("<text x=\"0\" y=\"16\">東</text>"), "\(piece)")
    #expect(piece.contains("<text x=\"20\" y=\"16\">京</text>"), "\(piece)")
    #expect(piece.contains("<text x=\"50 60 70 80\" y=\"16\">trip</text>"), "\(piece)")
  }
}
