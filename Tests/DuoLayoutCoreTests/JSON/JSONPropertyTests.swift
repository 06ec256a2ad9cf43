import Testing

@testable import DuoLayoutCore

/// Many generated values, from a fixed seed: whatever the writer writes, the reader
/// reads back as the same value, and writes again as the same text.
@Suite("JSON: generated values read back as written")
struct JSONPropertyTests {
  /// Random JSON values: every kind, nested, with keys and strings full of what
  /// needs escaping (controls, quotes, backslashes, accents, CJK, emoji).
  struct Generator {
    var random: SeededRandom

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func value(depth: Int) -> JSONValue {
      switch int(0...(depth > 0 ? 7 : 4)) {
      case 0: return .null
      case 1: return JSONValue(.bool(int(0...1) == 1))
      case 2: return JSONValue(.number(number()))
      case 3, 4: return JSONValue(.string(string()))
      case 5: return JSONValue(.array((0..<int(0...5)).map { _ in value(depth: depth - 1) }))
      default:
        var object = JSONObject()
        for _ in 0..<int(0...5) { object[string()] = value(depth: depth - 1) }
        return JSONValue(.object(object))
      }
    }

    mutating func number() -> JSONNumber {
      switch int(0...3) {
      case 0: return JSONNumber(int(-1_000...1_000))
      case 1: return JSONNumber(Int.random(in: .min ... .max, using: &random))
      case 2:
        let bits = random.next()
        let double = Double(bitPattern: bits)
        return JSONNumber(double.isFinite ? double : 0.5)!
      default:
        // A literal as a person might write it: a fraction, an exponent, leading zeros in the fraction.
        let literal =
          "\(int(0...1) == 0 ? "-" : "")\(int(0...999)).0\(int(0...99))e\(int(-30...30))"
        return JSONNumber(literal: literal)!
      }
    }

    mutating func string() -> String {
      let pieces = [
        "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "é",
        "e\u{301}", "日本", "😀", "\u{FEFF}", "\u{2028}", "$",
      ]
      return (0..<int(0...8)).map { _ in pieces[int(0...(pieces.count - 1))] }.joined()
    }
  }

  @Test(
    "500 values, written compact, pretty and sorted, read back equal",
    arguments: [1 as UInt64, 2, 3])
  func roundTrip(seed: UInt64) throws {
    var generator = Generator(random: SeededRandom(seed: seed))
    for _ in 0..<500 {
      let value = generator.value(depth: 4)
      for writer in JSONValueEncoderTests.writers {
        let text = writer.write(value)
        let read = try JSONReader.parse(text)
        #expect(read == value, "\(text)")
        #expect(writer.write(read) == text)
        #expect(try JSONReader.parse(writer.bytes(value)) == value)
      }
    }
  }

  @Test("equal values stay equal when their keys come in another order")
  func keyOrderIgnored() throws {
    #expect(
      try JSONReader.parse(#"{"a": 1, "b": [2]}"#) == JSONReader.parse(#"{"b": [2], "a": 1}"#))
    #expect(try JSONReader.parse(#"{"a": 1}"#) != JSONReader.parse(#"{"a": 1, "b": 2}"#))
  }
}
