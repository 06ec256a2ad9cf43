import Testing

@testable import DuoLayoutCore

/// The reader's eight-bytes-at-a-time tests agree with the same test made byte
/// by byte, for every byte value at every place in the word (a carry from one
/// byte into the next is how such tests go wrong).
@Suite("JSON reader, eight bytes at a time")
struct JSONReaderWordsTests {
  /// Eight copies of `filler` with `byte` at `place`, the first byte lowest.
  static func word(_ byte: UInt8, at place: Int, filler: UInt8) -> UInt64 {
    var word: UInt64 = 0
    for at in 0..<8 { word |= UInt64(at == place ? byte : filler) << (8 * at) }
    return word
  }

  static let places = Array(0..<8)

  @Test("plain string text: printable ASCII but a quote or a backslash", arguments: places)
  func plainText(place: Int) {
    for byte in UInt8.min...UInt8.max {
      let plain =
        (0x20..<0x80).contains(byte) && byte != UInt8(ascii: "\"")
        && byte != UInt8(ascii: "\\")
      for filler in [UInt8(ascii: "a"), 0x20, 0x7F, 0x21] {
        #expect(
          JSONReader.isPlainText(Self.word(byte, at: place, filler: filler)) == plain,
          "byte \(byte) at \(place) among \(filler)")
      }
    }
  }

  @Test("leading spaces end at the first byte that is not one", arguments: places)
  func leadingSpaces(place: Int) {
    for byte in UInt8.min...UInt8.max where byte != UInt8(ascii: " ") {
      #expect(JSONReader.leadingSpaces(Self.word(byte, at: place, filler: 0x20)) == place)
    }
    #expect(JSONReader.leadingSpaces(Self.word(0x20, at: place, filler: 0x20)) == 8)
  }

  @Test("characters start at every byte but UTF-8 continuation bytes", arguments: places)
  func characterStarts(place: Int) {
    for byte in UInt8.min...UInt8.max {
      for filler: UInt8 in [UInt8(ascii: "a"), 0x80, 0xBF, 0xC0, 0xFF] {
        let bytes = (0..<8).map { $0 == place ? byte : filler }
        let starts = bytes.filter { $0 & 0xC0 != 0x80 }.count
        #expect(JSONReader.characterStarts(Self.word(byte, at: place, filler: filler)) == starts)
      }
    }
  }

  @Test("a long document reads the same whatever its strings and indents hold")
  func longDocument() throws {
    // Runs longer than a word, ending at every place in one, with UTF-8 and
    // escapes after them: positions and text must come out as byte by byte.
    for length in 0..<20 {
      let run = String(repeating: "x", count: length)
      let indent = String(repeating: " ", count: length)
      let text = "{\n\(indent)\"\(run)é\\n\(run)\": [\n\(indent)\"\(run)\", 1\n\(indent)]\n}"
      let value = try JSONReader.parse(text)
      let key = "\(run)é\n\(run)"
      #expect(value[key]?[0]?.string == run)
      #expect(value[key]?[0]?.position?.column == length + 1)
      #expect(value[key]?[1]?.position?.column == 2 * length + 5)
      #expect(value.object?.member(key)?.keyPosition?.line == 2)
    }
  }
}
