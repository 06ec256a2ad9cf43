extension JSONReader {
  /// ASCII letters, digits and `_`: the bytes a bare word is made of.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// The bare word at `offset` (`true`, `NaN`, `width`), empty when there is none.
  func word(at offset: Int) -> String {
    var end = offset
    while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
    return String(decoding: bytes[offset..<end], as: UTF8.self)
  }

  /// A bare word where a value should be.
  func unknownWord(_ word: String, at offset: Int) -> JSONSyntaxError {
    let lower = word.lowercased()
    let message =
      switch word {
      case "NaN", "Infinity", "-Infinity":
        "JSON has no NaN or Infinity — write null, or a number"
      case "None", "nil", "undefined", "Null", "NULL":
        "unknown word '\(word)' — write null"
      case _ where ["true", "false", "null"].contains(lower):
        "unknown word '\(word)' — write \(lower), in lower case"
      default:
        "unknown word '\(word.shortened)' — put text in double quotes: \(word.quoted)"
      }
    return problem(message, at: offset)
  }

  /// A byte that starts no value, where a value should be.
  func badValueStart() -> JSONSyntaxError {
    switch bytes[index] {
    case UInt8(ascii: "'"):
      problem("strings take double quotes — write \"text\", not 'text'", at: index)
    case UInt8(ascii: "+"):
      problem("a number cannot start with '+' — remove the '+'", at: index)
    case UInt8(ascii: "."):
      problem("a number starts with a digit — write 0.5, not .5", at: index)
    case UInt8(ascii: ","):
      problem(
        "expected a value, found ',' — remove the extra comma, or write a value before it",
        at: index)
    default:
      unexpected(
        "a value", after: nil,
        fix: "write a number, \"text\", true, false, null, an array [ … ] or an object { … }")
    }
  }

  /// Not a `"` where an object's field name should be.
  func badKey() -> JSONSyntaxError {
    let word = self.word(at: index)
    if !word.isEmpty {
      return problem(
        "field names take double quotes — write \"\(word)\", not \(word)", at: index)
    }
    if bytes[index] == UInt8(ascii: "'") {
      return problem("field names take double quotes — write \"name\", not 'name'", at: index)
    }
    return unexpected(
      "a field name in double quotes", after: nil,
      fix: "write \"name\": value, or close the object with '}'")
  }

  /// `expected X [after Y], found Z — fix` (`unexpected Z` with no X), for the character at `index`, unless it
  /// is a problem of its own: a byte that is not UTF-8, a comment, curly quotes.
  func unexpected(_ expected: String?, after: String?, fix: String) -> JSONSyntaxError {
    let byte = bytes[index]
    if byte >= 0x80, utf8Length(at: index) == nil { return notUTF8(at: index) }
    if byte == UInt8(ascii: "/") {
      return problem("JSON has no comments — remove the comment", at: index)
    }
    let found = character(at: index)
    if ["\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}"].contains(found) {
      return problem(
        "found the curly quote \(found) — write straight double quotes \"…\"", at: index)
    }
    let context = after.map { " after \($0)" } ?? ""
    let what =
      expected.map { "expected \($0)\(context), found '\(found)'" }
      ?? "unexpected '\(found)'\(context)"
    return problem("\(what) — \(fix)", at: index)
  }
}
