import Testing

@testable import DuoTermRender

/// `Glyph`, the plain-bytes grapheme inside a `Cell`: what goes in comes back, long
/// graphemes go through `GlyphTable`, and a cell is bytes with no gaps, which
/// `GridDiff` relies on when it compares cells as bytes.
@Suite("Glyph")
struct GlyphTests {
  static let graphemes: [Character] = [
    " ", "a", "~", "·", "é", "e\u{301}", "漢", "─", "▓", "❤️", "🇫🇷", "👍🏽", "👩‍💻",
    "👨‍👩‍👧‍👦", "a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", "\r\n", "\u{7F}",
  ]

  @Test("a grapheme comes back as it went in, byte for byte", arguments: graphemes)
  func roundTrip(character: Character) {
    let glyph = Glyph(character)
    #expect(glyph.character == character)
    #expect(Array(String(glyph.character).utf8) == Array(String(character).utf8))
    #expect(glyph.utf8Count == character.utf8.count)
    #expect(Cell(character).character == character)
    #expect(Cell(character).utf8Count == character.utf8.count)
    let scalars = character.unicodeScalars
    #expect(Cell(character).scalar == (scalars.count == 1 ? scalars.first : nil))
  }

  @Test("a one-byte ASCII grapheme has its byte; anything else has none", arguments: graphemes)
  func ascii(character: Character) {
    let expected: UInt8? = character.utf8.count == 1 ? character.asciiValue : nil
    #expect(Glyph(character).asciiValue == expected)
    if let byte = expected {
      #expect(Glyph(ascii: byte) == Glyph(character))
      #expect(Cell(ascii: byte, style: .plain) == Cell(character))
    }
  }

  @Test(
    "a one-scalar glyph is the scalar's UTF-8",
    arguments: [0x20, 0x7E, 0x80, 0xE9, 0x7FF, 0x800, 0x2026, 0xFFFD, 0x10000, 0x1F469, 0x10FFFF])
  func scalar(value: UInt32) {
    let scalar = Unicode.Scalar(value)!
    #expect(Glyph(scalar: scalar) == Glyph(Character(scalar)))
    #expect(Glyph(scalar: scalar).utf8Count == String(scalar).utf8.count)
    #expect(Glyph(scalar: scalar).scalar == scalar)
  }

  @Test("glyphs are equal when their bytes are")
  func equality() {
    #expect(Glyph("a") == Glyph("a"))
    #expect(Glyph("a") != Glyph("b"))
    #expect(Glyph("👨‍👩‍👧‍👦") == Glyph("👨‍👩‍👧‍👦"))
    #expect(Glyph("👨‍👩‍👧‍👦") != Glyph("👨‍👩‍👧"))
    // Equal as Characters, spelled differently: different glyphs, each kept as it is.
    #expect(Glyph("é") != Glyph("e\u{301}"))
    #expect(Glyph("e\u{301}").utf8Count == 3)
    var cell = Cell("x")
    cell.character = "漢"
    #expect(cell == Cell("漢"))
  }

  @Test("a long grapheme is one entry of the table, however often it is drawn")
  func longGraphemes() {
    let family = "👨‍👩‍👧‍👦"
    let entry = GlyphTable.entry(for: family)
    #expect(GlyphTable.entry(for: family) == entry)
    #expect(GlyphTable.string(at: entry) == family)
    let composed = "é\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}"
    let decomposed = "e\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}"
    #expect(GlyphTable.entry(for: composed) != GlyphTable.entry(for: decomposed))
  }

  @Test("a grapheme of thousands of marks keeps its first scalars: one entry, not one a mark")
  func endlessMarks() {
    let marks = String(repeating: "\u{301}", count: 2000)
    let long = GlyphTable.entry(for: "a" + marks)
    #expect(GlyphTable.entry(for: "a" + marks + "\u{301}") == long)
    #expect(GlyphTable.string(at: long).unicodeScalars.count == GlyphTable.maxScalars)
    #expect(GlyphTable.string(at: long).unicodeScalars.first == "a")
  }

  @Test("a cell is its fields' bytes, with nothing between or after them")
  func layout() {
    #expect(MemoryLayout<Glyph>.size == 16)
    #expect(MemoryLayout<Style>.size == 6)
    // The glyph, the width, the style and the reserved byte: the whole stride.
    #expect(
      MemoryLayout<Cell>.size == MemoryLayout<Glyph>.size + MemoryLayout<UInt8>.size
        + MemoryLayout<Style>.size + MemoryLayout<UInt8>.size)
    #expect(MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride)
    #expect(_isPOD(Cell.self))
  }
}
