import DuoLayoutCore
import DuoTermRender
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Frames written out: ANSI keeps the text and adds colour; SVG is well-formed XML.
@Suite struct ExportTests {
  static let states: [EmulatorState] = [
    EmulatorState(pose: .book, pattern: .listDetail),
    EmulatorState(pose: .tabletop, pattern: .twoPage),
    EmulatorState(pose: .closed, terminal: TerminalSize(columns: 80, rows: 24), pattern: .feed),
  ]

  final class ParserErrors: NSObject, XMLParserDelegate {
    var error: Error?
    var texts = 0
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }
    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if elementName == "text" { texts += 1 }
    }
  }

  @Test(arguments: states.indices)
  func svgParsesAsXML(index: Int) {
    let grid = Scene.render(Self.states[index])
    let svg = SVGExport.render(grid, title: "a <test> & \"quotes\"")
    let parser = XMLParser(data: Data(svg.utf8))
    let delegate = ParserErrors()
    parser.delegate = delegate
    #expect(parser.parse(), "\(String(describing: delegate.error))")
    #expect(delegate.texts > 10)
    #expect(svg.contains("width=\"\(grid.width * 42 / 5)\""), "8.4 px a column")
  }

  @Test func svgDropsControlCharactersAndEscapesMarkup() {
    let grid = CellGrid(lines: ["<a & b>"])
    let svg = SVGExport.render(grid, title: "t\u{1}")
    for escaped in ["&lt;", "&amp;", "&gt;"] { #expect(svg.contains(">\(escaped)</text>")) }
    #expect(!svg.contains(">a &") && !svg.contains("<a"), "markup escaped, each glyph alone")
    #expect(!svg.contains("\u{1}"))
  }

  @Test(arguments: states.indices)
  func ansiIsTheTextWithColour(index: Int) throws {
    let grid = Scene.render(Self.states[index])
    let ansi = ANSIExport.render(grid)
    #expect(ansi.contains("\u{1B}["))
    let stripped = try Regex("\u{1B}\\[[0-9;]*m")
    #expect(ansi.replacing(stripped, with: "") == grid.text)
  }

  @Test func theContactSheetShowsEveryPoseWithinTheWidth() {
    let sheet = ContactSheet.render(
      pattern: .feed, scaleOf: TerminalSize(columns: 80, rows: 24), width: 160)
    let text = sheet.text
    for pose in Pose.allCases {
      #expect(text.contains("\(pose.argument) · "), "\(pose) is labelled")
    }
    #expect(text.contains("951×669 pt · regular/regular"))
    #expect(sheet.width <= 160)
    #expect(sheet.lines.allSatisfy { TerminalWidth.of($0) == sheet.width })
  }
}
