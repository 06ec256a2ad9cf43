import Testing

@testable import DuoLayoutCore

/// Encoding Codable types to JSON values and text, and reading them back.
@Suite("JSONValueEncoder: encode, write, parse, decode gives the value back")
struct JSONValueEncoderTests {
  typealias Types = JSONTestTypes

  static let writers = [
    JSONWriter(), JSONWriter(pretty: true), JSONWriter(sortedKeys: true),
    JSONWriter(pretty: true, sortedKeys: true),
  ]

  @Test("every kind of field round-trips, with every writer", arguments: writers)
  func roundTrip(writer: JSONWriter) throws {
    let original = Types.Everything()
    let text = writer.write(try JSONValueEncoder().encode(original))
    let decoded = try JSONValueDecoder(strict: true).decode(
      Types.Everything.self, from: JSONReader.parse(text))
    #expect(decoded == original)
    #expect(decoded.negativeZero.sign == .minus)
    #expect(decoded.tiny == .leastNonzeroMagnitude)
  }

  @Test("fields come in declaration order; nil optionals are left out")
  func fieldOrder() throws {
    let value = try JSONValueEncoder().encode(
      Types.Hold(window: .init(width: 1, height: 2.5), fold: nil))
    #expect(JSONWriter().write(value) == #"{"window":{"width":1,"height":2.5}}"#)
  }

  @Test("a NaN or infinite number is an error naming its path, not a crash")
  func nonFinite() {
    #expect(
      throws: JSONEncodeError(
        path: "[1].width",
        message: "cannot write inf — JSON has no NaN or infinity; give the field a finite number")
    ) {
      try JSONValueEncoder().encode([
        Types.Window(width: 1, height: 1), Types.Window(width: .infinity, height: 1),
      ])
    }
    #expect(throws: JSONEncodeError.self) { try JSONValueEncoder().encode(["a": Float.nan]) }
    #expect(throws: JSONEncodeError.self) { try JSONValueEncoder().encode(-Double.infinity) }
  }

  @Test("integers beyond Int and Double keep every digit")
  func bigIntegers() throws {
    let value = try JSONValueEncoder().encode([UInt64.max, 9_007_199_254_740_993])
    #expect(JSONWriter().write(value) == "[18446744073709551615,9007199254740993]")
  }
}
