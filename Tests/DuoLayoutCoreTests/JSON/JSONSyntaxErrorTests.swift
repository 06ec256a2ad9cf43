import Testing

@testable import DuoLayoutCore

/// Every kind of syntax error: where it points (line:column) and what it says.
@Suite("JSONReader: errors say where, what and how to fix it")
struct JSONSyntaxErrorTests {
  static let cases: [(String, String)] = [
    ("", "1:1: the file is empty — write one JSON value in it, such as {}"),
    ("  \n ", "2:2: the file holds only blank space — write one JSON value in it, such as {}"),
    (
      "{\n  \"height\": 678,\n  \"width\": 466\n  \"depth\": 9\n}",
      "4:3: expected ',' or '}' after the value of \"width\" — add a comma between fields"
    ),
    (
      "{\n  \"a\": [1,\n    2],\n  \"b\": {}\n",
      "5:1: the file ends inside an object opened at 1:1 — close it with '}'"
    ),
    ("[[1, 2]", "1:8: the file ends inside an array opened at 1:1 — close it with ']'"),
    ("{\"a\":", "1:6: the file ends inside an object opened at 1:1 — close it with '}'"),
    (
      "{\"a\": 1,}",
      "1:8: a comma before '}' — remove it: JSON allows no comma after the last field"
    ),
    ("[1, 2, ]", "1:6: a comma before ']' — remove it: JSON allows no comma after the last item"),
    ("{\"a\": 1 // note\n}", "1:9: JSON has no comments — remove the comment"),
    ("// settings\n{}", "1:1: JSON has no comments — remove the comment"),
    ("{\"a\": NaN}", "1:7: JSON has no NaN or Infinity — write null, or a number"),
    ("[-Infinity]", "1:2: JSON has no NaN or Infinity — write null, or a number"),
    ("[True]", "1:2: unknown word 'True' — write true, in lower case"),
    ("[None]", "1:2: unknown word 'None' — write null"),
    ("{\"a\": yes}", "1:7: unknown word 'yes' — put text in double quotes: \"yes\""),
    ("{'a': 1}", "1:2: field names take double quotes — write \"name\", not 'name'"),
    ("{width: 1}", "1:2: field names take double quotes — write \"width\", not width"),
    ("['a']", "1:2: strings take double quotes — write \"text\", not 'text'"),
    ("{\"a\" 1}", "1:6: expected ':' after the field name \"a\", found '1' — write \"a\": value"),
    (
      "{\"a\": 1,\n \"a\": 2}",
      "2:2: the field \"a\" is written twice in this object (first at 1:2) — remove one of them"
    ),
    (
      "[01]",
      "1:2: a number cannot start with 0 followed by more digits — remove the leading zeros (write 7, not 07)"
    ),
    ("[1.]", "1:4: expected a digit after the decimal point — write 1.0 or 1, not 1."),
    ("[1e]", "1:4: expected a digit in the exponent — write it like 1e3 or 1e-3"),
    ("[-]", "1:3: expected a digit after '-' — write a number like -1"),
    ("[+1]", "1:2: a number cannot start with '+' — remove the '+'"),
    ("[.5]", "1:2: a number starts with a digit — write 0.5, not .5"),
    (
      "[12px]",
      "1:2: \"12px\" is not a number — write the number alone, like 12, or put text in double quotes"
    ),
    (
      "[1e400]",
      "1:2: number out of range: \"1e400\" is beyond the largest number a file can hold (about 1.8e308) — write a smaller number"
    ),
    (
      "{\"a\": -1.5e999}",
      "1:7: number out of range: \"-1.5e999\" is beyond the largest number a file can hold (about 1.8e308) — write a smaller number"
    ),
    ("[\"a\u{1B}b\"]", "1:4: control character \\e inside a string — write it as \\u001B"),
    ("[\"a\u{7}b\"]", "1:4: control character \\x07 inside a string — write it as \\u0007"),
    ("[\"a\tb\"]", "1:4: a tab inside a string — write it as \\t"),
    (
      "[\"abc\n\"]",
      "1:6: a line break inside a string — end the string with '\"' before the line ends, or write \\n for a line break in the text"
    ),
    ("[\"abc", "1:6: the file ends inside a string opened at 1:2 — close it with '\"'"),
    (
      "[\"\\x41\"]",
      "1:3: unknown escape '\\x' — escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; write \\\\ for a backslash"
    ),
    ("[\"\\u12G4\"]", "1:3: '\\u' needs four hex digits, found \"12G4\" — write it like \\u00E9"),
    (
      "[\"\\uD83D\"]",
      "1:3: \\uD83D is the first half of a surrogate pair, and no second half (\\uDC00 to \\uDFFF) follows — add it, or write the character itself"
    ),
    (
      "[\"ok \\uD83D\\u0041\"]",
      "1:6: \\uD83D is the first half of a surrogate pair, and no second half (\\uDC00 to \\uDFFF) follows — add it, or write the character itself"
    ),
    (
      "[\"\\uDE00\"]",
      "1:3: \\uDE00 is the second half of a surrogate pair, with no first half (\\uD800 to \\uDBFF) before it — add it, or write the character itself"
    ),
    (
      "{} {}",
      "1:4: unexpected '{' after the end of the value — a file holds one value: remove the extra text, or put the values in an array [ … ]"
    ),
    ("{}}", "1:3: an extra '}' after the end of the value — remove it"),
    ("[1}", "1:3: found '}' in the array opened at 1:1 — close the array with ']'"),
    (
      "{\"a\": [{\"b\": 1]]}",
      "1:15: found ']' in the object opened at 1:8 — close the object with '}'"
    ),
    ("{“a”: 1}", "1:2: found the curly quote “ — write straight double quotes \"…\""),
    (
      "[\u{1B}[2J]",
      "1:2: expected a value, found '\\e' — write a number, \"text\", true, false, null, an array [ … ] or an object { … }"
    ),
    (
      "[1 2]",
      "1:4: expected ',' or ']' after an item of the array opened at 1:1, found '2' — add a comma between items, or close the array with ']'"
    ),
    (
      "{\"a\":}",
      "1:6: expected a value, found '}' — write a number, \"text\", true, false, null, an array [ … ] or an object { … }"
    ),
    (
      "[1,,2]",
      "1:4: expected a value, found ',' — remove the extra comma, or write a value before it"
    ),
    (
      "{\r\n\"a\": 1,\r\n\"a\": 2}",
      "3:1: the field \"a\" is written twice in this object (first at 2:1) — remove one of them"
    ),
    ("{\"日本\": x}", "1:8: unknown word 'x' — put text in double quotes: \"x\""),
    (
      "[\u{A0}1]",
      "1:2: expected a value, found 'U+00A0' — write a number, \"text\", true, false, null, an array [ … ] or an object { … }"
    ),
  ]

  @Test("each error, exactly", arguments: cases)
  func message(input: String, expected: String) {
    #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(input) }
    do {
      _ = try JSONReader.parse(input)
    } catch {
      #expect(error.description == expected)
      // A message never carries a control character from the file raw.
      #expect(
        !error.message.unicodeScalars.contains {
          $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
        })
    }
  }

  @Test("bytes that are not UTF-8 are named, with where they are")
  func notUTF8() {
    for (bytes, column) in [
      ([0x5B, 0x22, 0xFF, 0x22, 0x5D], 3), ([0x5B, 0xC3, 0x5D], 2),
      ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 3),
    ] as [([UInt8], Int)] {
      #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(bytes) }
      do {
        _ = try JSONReader.parse(bytes)
      } catch {
        #expect(error.position.column == column)
        #expect(error.message.hasSuffix("is not UTF-8 text — save the file as UTF-8"))
      }
    }
  }

  @Test("a UTF-16 file is told to be saved as UTF-8")
  func utf16() {
    #expect(
      throws: JSONSyntaxError(
        position: JSONPosition(line: 1, column: 1, offset: 0),
        message: "the file is UTF-16 — save it as UTF-8")
    ) {
      try JSONReader.parse([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00])
    }
  }

  @Test("one array or object too deep is an error at its bracket, not a stack overflow")
  func tooDeep() {
    let depth = JSONReader.maximumDepth + 1
    for text in [String(repeating: "[", count: depth), String(repeating: "{\"a\":", count: depth)] {
      do {
        _ = try JSONReader.parse(text)
        Issue.record("read \(depth) levels")
      } catch {
        #expect(error.position.offset == text.utf8.count - (text.hasPrefix("[") ? 1 : 5))
        #expect(
          error.message
            == "more than 256 arrays and objects inside each other — nest them less deeply")
      }
    }
    // Far deeper input fails the same way, without recursing into it.
    #expect(throws: JSONSyntaxError.self) {
      try JSONReader.parse(String(repeating: "[", count: 1_000_000))
    }
  }

  @Test("a BOM is not counted in an error's column")
  func errorAfterBOM() {
    #expect(
      throws: JSONSyntaxError(
        position: JSONPosition(line: 1, column: 2, offset: 4),
        message: "unknown word 'x' — put text in double quotes: \"x\"")
    ) {
      try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[x]".utf8))
    }
  }

  @Test("FILE:LINE:COLUMN for a file")
  func fileDescription() {
    do {
      _ = try JSONReader.parse("{\n  \"a\": tru\n}")
    } catch {
      #expect(
        error.description(file: "Profiles/duo.json")
          == "Profiles/duo.json:2:8: unknown word 'tru' — put text in double quotes: \"tru\"")
    }
  }
}
