extension JSONReader {
  /// The string whose opening quote is at `index`, escapes resolved; `index` moves
  /// past its closing quote. Text without escapes is not copied twice.
  mutating func string() throws(JSONSyntaxError) -> String {
    let opener = index
    index += 1
    // Most strings are plain ASCII up to the closing quote: scanned eight bytes at
    // a time, then byte by byte (a start reads about 35 kB of JSON, most of it in
    // strings). Anything else (an escape, a control character, UTF-8) goes on the
    // careful way below.
    var plainEnd = index
    while let word = eightBytes(at: plainEnd), Self.isPlainText(word) { plainEnd += 8 }
    while plainEnd < bytes.count, bytes[plainEnd] >= 0x20, bytes[plainEnd] < 0x80,
      bytes[plainEnd] != UInt8(ascii: "\""), bytes[plainEnd] != UInt8(ascii: "\\")
    {
      plainEnd += 1
    }
    if plainEnd < bytes.count, bytes[plainEnd] == UInt8(ascii: "\"") {
      defer { index = plainEnd + 1 }
      return String(decoding: bytes[index..<plainEnd], as: UTF8.self)
    }
    var segment = index
    index = plainEnd
    var unescaped: [UInt8] = []
    var hasEscapes = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        defer { index += 1 }
        guard hasEscapes else { return String(decoding: bytes[segment..<index], as: UTF8.self) }
        unescaped.append(contentsOf: bytes[segment..<index])
        return String(decoding: unescaped, as: UTF8.self)
      case UInt8(ascii: "\\"):
        hasEscapes = true
        unescaped.append(contentsOf: bytes[segment..<index])
        try escape(into: &unescaped)
        segment = index
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        throw problem(
          "a line break inside a string — end the string with '\"' before the line ends, or write \\n for a line break in the text",
          at: index)
      case UInt8(ascii: "\t"):
        throw problem("a tab inside a string — write it as \\t", at: index)
      case 0..<0x20:
        let code = String(byte, radix: 16, uppercase: true)
        let escaped = "\\u" + String(repeating: "0", count: 4 - code.count) + code
        throw problem(
          "control character \(String(UnicodeScalar(byte)).visible) inside a string — write it as \(escaped)",
          at: index)
      case 0x80...:
        guard let length = utf8Length(at: index) else { throw notUTF8(at: index) }
        index += length
      default:
        index += 1
      }
    }
    throw problem(
      "the file ends inside a string opened at \(locate(opener)) — close it with '\"'", at: index)
  }

  /// Reads the escape whose backslash is at `index` onto `text`.
  private mutating func escape(into text: inout [UInt8]) throws(JSONSyntaxError) {
    let backslash = index
    guard index + 1 < bytes.count else {
      throw problem(
        "the file ends inside a string, after '\\' — finish the escape and close the string with '\"'",
        at: bytes.count)
    }
    let letter = bytes[index + 1]
    index += 2
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try hexUnit(escapeAt: backslash)
      var scalar = unit
      if (0xD800..<0xDC00).contains(unit) {
        let follows =
          index + 1 < bytes.count && bytes[index] == UInt8(ascii: "\\")
          && bytes[index + 1] == UInt8(ascii: "u")
        guard follows, let low = hex(at: index + 2), (0xDC00..<0xE000).contains(low) else {
          throw problem(
            "\\u\(hex(unit)) is the first half of a surrogate pair, and no second half (\\uDC00 to \\uDFFF) follows — add it, or write the character itself",
            at: backslash)
        }
        index += 6
        scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(unit) {
        throw problem(
          "\\u\(hex(unit)) is the second half of a surrogate pair, with no first half (\\uD800 to \\uDBFF) before it — add it, or write the character itself",
          at: backslash)
      }
      // Not a surrogate, so a scalar.
      UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { text.append($0) }
    default:
      throw problem(
        "unknown escape '\\\(character(at: backslash + 1))' — escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; write \\\\ for a backslash",
        at: backslash)
    }
  }

  /// The four hex digits after `\u` at `index`; `index` moves past them.
  private mutating func hexUnit(escapeAt backslash: Int) throws(JSONSyntaxError) -> UInt32 {
    guard let unit = hex(at: index) else {
      let found = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self)
      throw problem(
        "'\\u' needs four hex digits, found \(found.quoted) — write it like \\u00E9", at: backslash)
    }
    index += 4
    return unit
  }

  /// Four hex digits at `offset` as a number, or nil.
  private func hex(at offset: Int) -> UInt32? {
    guard offset + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[offset..<offset + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  private func hex(_ unit: UInt32) -> String {
    String(unit, radix: 16, uppercase: true)
  }

  /// The length of the well-formed UTF-8 sequence starting at `offset`, or nil.
  func utf8Length(at offset: Int) -> Int? {
    func continues(_ at: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      at < bytes.count && range.contains(bytes[at])
    }
    switch bytes[offset] {
    case 0..<0x80: return 1
    case 0xC2...0xDF: return continues(offset + 1) ? 2 : nil
    case 0xE0...0xEF:
      let second: ClosedRange<UInt8> =
        switch bytes[offset] {
        case 0xE0: 0xA0...0xBF
        case 0xED: 0x80...0x9F
        default: 0x80...0xBF
        }
      return continues(offset + 1, second) && continues(offset + 2) ? 3 : nil
    case 0xF0...0xF4:
      let second: ClosedRange<UInt8> =
        switch bytes[offset] {
        case 0xF0: 0x90...0xBF
        case 0xF4: 0x80...0x8F
        default: 0x80...0xBF
        }
      return continues(offset + 1, second) && continues(offset + 2) && continues(offset + 3)
        ? 4 : nil
    default: return nil
    }
  }

  func notUTF8(at offset: Int) -> JSONSyntaxError {
    let code = String(bytes[offset], radix: 16, uppercase: true)
    return problem(
      "byte 0x\(code.count < 2 ? "0" : "")\(code) is not UTF-8 text — save the file as UTF-8",
      at: offset)
  }

  /// The character at `offset`, shown so a person sees it: visible escapes for
  /// controls, `U+` codes for invisible spaces and marks.
  func character(at offset: Int) -> String {
    guard offset < bytes.count, let length = utf8Length(at: offset) else { return "?" }
    let text = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    guard let scalar = text.unicodeScalars.first, scalar.value >= 0xA0 else { return text.visible }
    let properties = scalar.properties
    if properties.isWhitespace || properties.generalCategory == .format
      || properties.generalCategory == .nonspacingMark
    {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return text
  }
}
