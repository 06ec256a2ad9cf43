import Testing

@testable import DuoLayoutCore

/// The shortcuts the renderer takes for speed give what the long way gives:
/// `TextWrap.lines(limit:)` is a prefix of the full wrap, text that fits comes back
/// whole, and an ASCII string's width is its byte count.
@Suite("Text fast paths")
struct TextFastPathTests {
  static let texts = [
    "", "the quick brown fox", "  leading and trailing  ", "a\nb\n\nc",
    "Standup moved to 10:15 — bring whatever you have for the Benedetti labels",
    "東京 trip: hotel shortlist", "word-longer-than-the-line-by-far and more",
    "tab\there", "e\u{301}t\u{E9}", "👩‍💻 codes ❤️ all day", "crlf\r\nline\n\r\n", "\n", "\n\n",
  ]

  @Test("paragraphs are what splitting at \"\\n\" gives", arguments: texts)
  func paragraphs(text: String) {
    let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(TextWrap.paragraphs(text).map { Array($0.utf8) } == expected.map { Array($0.utf8) })
  }

  @Test("with a limit, the first lines of the full wrap", arguments: texts, [1, 2, 3, 7, 40])
  func limitIsAPrefix(text: String, width: Int) {
    let full = TextWrap.lines(text, width: width)
    for limit in 0...(full.count + 1) {
      #expect(TextWrap.lines(text, width: width, limit: limit) == Array(full.prefix(limit)))
    }
  }

  @Test("text that fits on a line is that line", arguments: texts.filter { !$0.contains("\n") })
  func fits(text: String) {
    #expect(TextWrap.lines(text, width: TerminalWidth.of(text) + 1) == [text])
    #expect(TextWrap.lines(text, width: max(1, TerminalWidth.of(text))) == [text])
  }

  @Test("truncating ASCII keeps a column a byte, as truncating anything does", arguments: texts)
  func truncate(text: String) {
    for width in 0...(TerminalWidth.of(text) + 1) {
      let cut = TextLine.truncate(text, to: width)
      #expect(TerminalWidth.of(cut) <= width)
      if TerminalWidth.of(text) > width && width > 0 {
        #expect(cut.hasSuffix("…"))
        #expect(text.hasPrefix(cut.dropLast()))
      }
    }
    #expect(TextLine.truncate("abcdef", to: 4) == "abc…")
    #expect(TextLine.truncate("abcdef", to: 1) == "…")
    #expect(TextLine.truncate("abcdef", to: 6) == "abcdef")
  }

  /// Scalars that join, split or stand alone: letters, controls, CR and LF,
  /// combining marks, ZWJ, VS16, emoji and skin tones, regional indicators, Hangul
  /// jamo, an Arabic prepend mark, © (an emoji that can start a ZWJ sequence), CJK.
  static let pool: [UInt32] = [
    0x61, 0x20, 0x7E, 0x0D, 0x0A, 0x09, 0x7F, 0x80, 0x85, 0x9F, 0xA0, 0xA9, 0xE9, 0x2FF, 0x300,
    0x301,
    0x36F, 0x600, 0x200D, 0xFE0F, 0x1F469, 0x1F4BB, 0x1F3FD, 0x1F1EB, 0x1F1F7, 0x1100, 0x1161,
    0x11A8, 0xAC00, 0x6F22, 0x2764, 0x25CF, 0x2026,
    // Inert symbols and what borders them: dashes, the ellipsis, box lines,
    // blocks, arrows and shapes (one drawn as emoji with VS16), the marks left out.
    0x2014, 0x2502, 0x2593, 0x21E7, 0x25B6, 0x25FD, 0x200B, 0x200E, 0x2028, 0x203C, 0x2060,
  ]

  /// `count` random strings of up to 12 scalars from `pool`, from a fixed seed.
  static func randomTexts(count: Int, seed: UInt64) -> [String] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in
      var text = ""
      for _ in 0..<Int(random.next() % 13) {
        text.unicodeScalars.append(Unicode.Scalar(pool[Int(random.next() % UInt64(pool.count))])!)
      }
      return text
    }
  }

  @Test("the scan finds the graphemes and widths that Character iteration does")
  func scan() {
    for text in Self.texts + Self.randomTexts(count: 4000, seed: 7) {
      var found: [(String, Int)] = []
      GraphemeScan.forEach(text) { grapheme in
        switch grapheme {
        case .scalar(let scalar): found.append((String(scalar), 1))
        case .character(let character, let width): found.append((String(character), width))
        }
        return true
      }
      var byScalars: [(String, Int)] = []
      GraphemeScan.forEachScalar(text) { grapheme in
        switch grapheme {
        case .scalar(let scalar): byScalars.append((String(scalar), 1))
        case .character(let character, let width): byScalars.append((String(character), width))
        }
        return true
      }
      let expected = text.map { (String($0), TerminalWidth.of($0)) }
      for scan in [found, byScalars] {
        #expect(scan.map(\.0) == expected.map(\.0), "\(text.unicodeScalars.map(\.value))")
        #expect(scan.map(\.1) == expected.map(\.1), "\(text.unicodeScalars.map(\.value))")
      }
    }
  }

  @Test("ASCII text wraps byte by byte into the lines the grapheme walk gives")
  func asciiWrap() throws {
    var random = SeededRandom(seed: 13)
    // Words, runs of spaces, line breaks, and words longer than the line.
    let pieces = ["a", "bc", "def", "ghijklmnopq", " ", "  ", "   ", "\n", "\n\n", "rstuvwxyz0123"]
    var texts = Self.texts.filter {
      $0.allSatisfy { $0.isASCII && ($0 == "\n" || !$0.isWhitespace || $0 == " ") }
    }
    for _ in 0..<1500 {
      texts.append(
        (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
          .joined())
    }
    for text in texts {
      for width in 1...14 {
        for limit in [1, 2, 5, Int.max] {
          let fast = try #require(TextWrap.asciiLines(text, width: width, limit: limit))
          let slow = TextWrap.graphemeLines(text, width: width, limit: limit)
          #expect(fast == slow, "\(text.debugDescription) at \(width), limit \(limit)")
        }
      }
    }
    #expect(TextWrap.asciiLines("café au lait", width: 4, limit: .max) == nil)
    #expect(TextWrap.asciiLines("tab\there", width: 4, limit: .max) == nil)
  }

  @Test("printable ASCII is found eight bytes at a time as one byte at a time does")
  func printableASCII() {
    var random = SeededRandom(seed: 21)
    // Bytes on either side of each edge: 0x1F/0x20, 0x7E/0x7F, 0x7F/0x80, and UTF-8.
    let pool: [UInt8] = [0x00, 0x0A, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0xC3, 0xA9, 0xFF]
    for _ in 0..<5000 {
      let count = Int(random.next() % 40)
      var bytes = (0..<count).map { _ in
        random.next() % 8 == 0 ? pool[Int(random.next() % 11)] : 0x61
      }
      if random.next() % 2 == 0 { bytes = bytes.map { $0 < 0x20 || $0 >= 0x7F ? 0x62 : $0 } }
      let expected = !bytes.contains { $0 < 0x20 || $0 >= 0x7F }
      #expect(bytes.withUnsafeBufferPointer(PrintableASCII.check) == expected, "\(bytes)")
    }
    #expect("Ada Lovelace".isPrintableASCII && !"café".isPrintableASCII)
    #expect(!"tab\there".isPrintableASCII && "".isPrintableASCII)
  }

  @Test("truncating text of few enough bytes gives it back whole", arguments: texts)
  func truncateShort(text: String) {
    #expect(TextLine.truncate(text, to: text.utf8.count) == text)
    #expect(TextLine.truncate(text, to: text.utf8.count + 3) == text)
  }

  @Test("every inert symbol is one column and a grapheme of its own beside any other")
  func inertSymbols() {
    let inert = (UInt32(0x2000)...0x2FFF).filter(GraphemeScan.isInertSymbol)
    #expect(inert.count > 400)
    // Neighbours: plain, another inert symbol, and the ones that join (accent,
    // ZWJ, VS16), which must leave the symbol to Character iteration.
    let neighbours = ["a", "·", "\u{2502}", "\u{301}", "\u{200D}", "\u{FE0F}", ""]
    for value in inert {
      let symbol = Character(Unicode.Scalar(value)!)
      #expect(TerminalWidth.of(symbol) == 1, "U+\(String(value, radix: 16))")
      for before in neighbours {
        for after in neighbours {
          let text = before + String(symbol) + after
          var found: [String] = []
          GraphemeScan.forEach(text) { grapheme in
            switch grapheme {
            case .scalar(let scalar): found.append(String(scalar))
            case .character(let character, _): found.append(String(character))
            }
            return true
          }
          #expect(
            found == text.map { String($0) },
            "U+\(String(value, radix: 16)) in \(text.unicodeScalars.map(\.value))")
        }
      }
    }
  }

  @Test("plain columns are the graphemes' widths, when every scalar stands alone")
  func plainColumns() {
    for text in Self.texts + Self.randomTexts(count: 4000, seed: 11) {
      let columns = Array(text.utf8).withUnsafeBufferPointer(GraphemeScan.plainColumns)
      guard let columns else { continue }
      #expect(text.count == text.unicodeScalars.count, "\(text.unicodeScalars.map(\.value))")
      #expect(columns == text.reduce(0) { $0 + TerminalWidth.of($1) })
    }
    #expect(Array("1 · Harbour…".utf8).withUnsafeBufferPointer(GraphemeScan.plainColumns) == 12)
    #expect(Array("e\u{301}".utf8).withUnsafeBufferPointer(GraphemeScan.plainColumns) == nil)
    #expect(
      Array("\u{2502}\u{FE0F}".utf8).withUnsafeBufferPointer(GraphemeScan.plainColumns) == nil)
  }

  @Test("the scan stops when told")
  func scanStops() {
    var seen = 0
    GraphemeScan.forEach("ab漢cd") { _ in
      seen += 1
      return seen < 3
    }
    #expect(seen == 3)
  }

  /// Fitting the slow way: cut grapheme by grapheme, pad with spaces, then the
  /// trailing part.
  static func referenceFit(_ text: String, trailing: String, width: Int) -> String {
    guard width > 0 else { return "" }
    func cut(_ text: String, _ width: Int) -> String {
      guard width > 0 else { return "" }
      if text.reduce(0, { $0 + TerminalWidth.of($1) }) <= width { return text }
      var result = ""
      var used = 0
      for character in text {
        let w = TerminalWidth.of(character)
        if used + w > width - 1 { break }
        result.append(character)
        used += w
      }
      return result + "…"
    }
    func columns(_ text: String) -> Int { text.reduce(0) { $0 + TerminalWidth.of($1) } }
    // The trailing part stays while the text keeps half the line (or all of itself).
    let keepsText = width - columns(trailing) - 1 >= min(columns(text), max(1, width / 2))
    let right = !trailing.isEmpty && columns(trailing) < width && keepsText ? trailing : ""
    let left = cut(text, width - columns(right) - (right.isEmpty ? 0 : 1))
    return left + String(repeating: " ", count: max(0, width - columns(left) - columns(right)))
      + right
  }

  @Test("a fitted line is what fitting the slow way gives", arguments: texts)
  func fit(text: String) {
    for trailing in ["", "Mon 09:41", "東京", "✎"] {
      for width in 0...(TerminalWidth.of(text) + TerminalWidth.of(trailing) + 2) {
        let fitted = TextLine.fit(text, trailing: trailing, direction: .leftToRight, width: width)
        #expect(
          Array(fitted.utf8)
            == Array(Self.referenceFit(text, trailing: trailing, width: width).utf8),
          "\(text) | \(trailing) at \(width)")
      }
    }
  }

  @Test("a string's width is the sum of its graphemes' widths", arguments: texts)
  func widthIsTheSum(text: String) {
    #expect(TerminalWidth.of(text) == text.reduce(0) { $0 + TerminalWidth.of($1) })
    #expect(TerminalWidth.of(Substring(text)) == TerminalWidth.of(text))
  }
}
