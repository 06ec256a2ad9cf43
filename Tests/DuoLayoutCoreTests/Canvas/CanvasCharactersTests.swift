import DuoData
import Testing

@testable import DuoLayoutCore

/// A drawing's lines are split into characters without Swift's character
/// breaking where no scalar can join another; the characters are `Array(line)`'s.
@Suite struct CanvasCharactersTests {
  @Test(arguments: ["Content/ambry-map.txt", "Content/camera-scenes.txt"])
  func shippedLinesSplitAsCharacters(path: String) throws {
    let text = try #require(BundledFiles.text(path))
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      #expect(CanvasDrawing.characters(line) == Array(line), "\(path): \(line)")
    }
    // The layers read the same way: every row as Array(row) would split it.
    let file = try ContentFile.bundled(path)
    let drawing = try CanvasDrawing(file)
    for section in file.sections where section.kind == "layer" {
      #expect(drawing.layers[section.name] == section.lines.map { Array($0.text) })
    }
  }

  /// Every scalar taken as standing alone does, beside ASCII, beside itself and
  /// beside every other such scalar's range ends; one that joins (a combining
  /// mark, a joiner, CR LF) sends the line the slow way, split the same.
  @Test func standingAloneScalarsNeverJoin() {
    let alone = (0x20...0x2BFF).compactMap(Unicode.Scalar.init).filter(
      CanvasDrawing.standsAlone)
    let edges = alone.filter { !CanvasDrawing.standsAlone(Unicode.Scalar($0.value - 1) ?? " ") }
    for scalar in alone {
      for other in edges + ["a", " "] {
        let line = String(String.UnicodeScalarView([other, scalar, scalar, other, "x"]))
        #expect(CanvasDrawing.characters(line) == Array(line), "U+\(scalar.value)")
      }
    }
    for joined in ["e\u{301}x", "a\u{200D}b", "x\r\ny", "🇫🇷a", "\u{1100}\u{1161}"] {
      #expect(CanvasDrawing.characters(joined) == Array(joined))
    }
  }
}
