extension JSONReader {
  /// The number starting at `index` (a `-` or a digit); `index` moves past it.
  mutating func number() throws(JSONSyntaxError) -> JSONNumber {
    let first = index
    if bytes[index] == UInt8(ascii: "-") {
      index += 1
      if word(at: index) == "Infinity" { throw unknownWord("-Infinity", at: first) }
    }
    guard isDigit(index) else {
      throw problem("expected a digit after '-' — write a number like -1", at: index)
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(index) {
        throw problem(
          "a number cannot start with 0 followed by more digits — remove the leading zeros (write 7, not 07)",
          at: first)
      }
    } else {
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(index) else {
        throw problem(
          "expected a digit after the decimal point — write 1.0 or 1, not 1.", at: index)
      }
      skipDigits()
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard isDigit(index) else {
        throw problem("expected a digit in the exponent — write it like 1e3 or 1e-3", at: index)
      }
      skipDigits()
    }
    // 12px, 1.2.3, 0x1F: a number runs on into what is not a number.
    if let next = index < bytes.count ? bytes[index] : nil,
      Self.isWordByte(next) || next == UInt8(ascii: ".")
    {
      var end = index
      while end < bytes.count, Self.isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") {
        end += 1
      }
      let run = String(decoding: bytes[first..<end], as: UTF8.self)
      throw problem(
        "\(run.quoted) is not a number — write the number alone, like 12, or put text in double quotes",
        at: first)
    }
    let text = String(decoding: bytes[first..<index], as: UTF8.self)
    guard let number = JSONNumber(validLiteral: text) else {
      throw problem(
        "number out of range: \(text.quoted) is beyond the largest number a file can hold (about 1.8e308) — write a smaller number",
        at: first)
    }
    return number
  }

  private func isDigit(_ offset: Int) -> Bool {
    offset < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
  }

  private mutating func skipDigits() {
    while isDigit(index) { index += 1 }
  }
}
