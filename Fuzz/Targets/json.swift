import DuoLayoutCore
import FuzzSupport

/// libFuzzer target: JSON text (`JSONReader.parse`), what `JSONWriter` writes back,
/// and decoding a `Codable` type from it (`JSONValueDecoder`).
///
/// Checked: no trap; an error points inside the text and shows no control
/// character raw; text that parses writes (compact, pretty, sorted keys) text that
/// parses to an equal value and writes the same text again; a value that decodes
/// encodes and decodes back equal.
func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let bytes = input.rest()
  let value: JSONValue
  do {
    value = try JSONReader.parse(bytes)
  } catch {
    let position = error.position
    require(
      position.line >= 1 && position.column >= 1 && position.offset <= bytes.count,
      "the error points outside the text: \(position), offset \(position.offset) of \(bytes.count)")
    require(
      !hasControls(error.message), "a control character raw in: \(error.message.debugDescription)")
    return 0
  }
  let writers = [
    JSONWriter(), JSONWriter(pretty: true), JSONWriter(sortedKeys: true),
    JSONWriter(pretty: true, sortedKeys: true),
  ]
  for writer in writers {
    let text = writer.write(value)
    require(
      !hasControls(text, allowingLineFeeds: writer.pretty),
      "a control character raw in what it wrote: \(text.debugDescription)")
    let again: JSONValue
    do {
      again = try JSONReader.parse(text)
    } catch {
      fatalError("what it wrote does not parse: \(error)\n\(text.debugDescription)")
    }
    require(again == value, "read back differently:\n\(value)\n\(again)")
    require(writer.write(again) == text, "written differently the second time:\n\(text)")
  }
  checkDecoding(value)
  return 0
}

/// A type with a field of each kind, nested, for the decoder and the encoder.
private struct Sample: Codable, Equatable {
  enum Kind: String, Codable, CaseIterable { case a, b }
  var name: String?
  var small: Int8?
  var big: UInt64?
  var x: Double?
  var f: Float?
  var kinds: [Kind]?
  var map: [String: Sample]?
  var flag: Bool?
}

/// Decodes `value` as a `Sample`, leniently and strictly; what decodes must
/// encode, and decode back the same.
private func checkDecoding(_ value: JSONValue) {
  _ = try? JSONValueDecoder(strict: true).decode(Sample.self, from: value)
  do {
    let sample = try JSONValueDecoder().decode(Sample.self, from: value)
    let encoded: JSONValue
    do {
      encoded = try JSONValueEncoder().encode(sample)
    } catch {
      fatalError("a decoded value does not encode: \(error)")
    }
    let again = try JSONValueDecoder(strict: true).decode(Sample.self, from: encoded)
    require(again == sample, "decoded differently after encoding:\n\(sample)\n\(again)")
  } catch {
    require(
      !hasControls(error.description),
      "a control character raw in: \(error.description.debugDescription)")
    if let position = error.position {
      require(position.line >= 1 && position.column >= 1, "the error points nowhere: \(position)")
    }
  }
}

/// True when `text` holds a C0, DEL or C1 control character (besides line feeds,
/// when they are allowed).
private func hasControls(_ text: String, allowingLineFeeds: Bool = false) -> Bool {
  text.unicodeScalars.contains {
    ($0.value < 0x20 || (0x7F..<0xA0).contains($0.value)) && !(allowingLineFeeds && $0 == "\n")
  }
}

@main
enum JSONFuzz {
  static func main() { runFuzzer { fuzzJSON($0, $1) } }
}
