import DuoLayoutCore
import Foundation
import Testing

@testable import DuoTermRender

/// rsvg-convert drew a row holding CJK text about four columns left, and
/// ImageMagick, which ignores `textLength` and `xml:space`, made the picture
/// unreadable. Each glyph now has its own `<text>` at its cell.
@Suite("SVG: every glyph at its cell")
struct SVGPlacementTests {
  /// Each `<text x="…">GLYPH</text>` of `svg` on the row whose baseline is `y`.
  static func glyphs(_ svg: String) -> [(x: Double, y: Double, text: String)] {
    let pattern = try! NSRegularExpression(
      pattern: #"<text x="([0-9.]+)" y="([0-9.]+)">([^<]*)</text>"#)
    let range = NSRange(svg.startIndex..., in: svg)
    return pattern.matches(in: svg, range: range).map { match in
      let part = { (index: Int) in String(svg[Range(match.range(at: index), in: svg)!]) }
      return (Double(part(1))!, Double(part(2))!, part(3))
    }
  }

  @Test(
    "each glyph's x is its column × the cell width; no textLength, no xml:space",
    arguments: ["東京 trip", "a 東京 b ☰ é x", "│ Four in a row ····"])
  func placement(line: String) {
    let grid = CellGrid(lines: ["", line])
    let svg = SVGExport.render(grid, title: "t")
    #expect(!svg.contains("textLength") && !svg.contains("xml:space"))
    var expected: [(Double, String)] = []
    var column = 0
    for character in line {
      if character != " " {
        expected.append((Double(column) * SVGExport.cellWidth, String(character)))
      }
      column += max(1, TerminalWidth.of(String(character)))
    }
    let found = Self.glyphs(svg)
    #expect(found.count == expected.count, "\(found)")
    for (glyph, want) in zip(found, expected) {
      #expect(abs(glyph.x - want.0) < 0.01 && glyph.text == want.1, "\(glyph) vs \(want)")
    }
  }
}
