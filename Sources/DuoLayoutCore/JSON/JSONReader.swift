/// Reads JSON text, strictly as RFC 8259 writes it, into a `JSONValue` whose every
/// value knows its position.
///
/// Strict: no comments, no trailing commas, no single quotes, no NaN or Infinity,
/// no key written twice in one object, nothing after the value but blank space.
/// A UTF-8 byte order mark at the start is skipped. Text that is not UTF-8 is an
/// error. Objects and arrays nest at most `maximumDepth` deep, so a hostile file
/// gets an error, not a stack overflow. A number beyond `Double`'s range (`1e400`)
/// is an error.
///
/// Each error says where (`LINE:COLUMN`, see `JSONPosition`), what is wrong and
/// how to fix it, with any control character from the text shown as an escape.
///
/// ```swift
/// let value = try JSONReader.parse(#"{"width": 466, "height": 678}"#)
/// value["height"]?.number?.int   // 678
///
/// try JSONReader.parse("{\"width\": 466,\n}")
/// // throws 1:14: a comma before '}' — remove it: JSON allows no comma after the last field
/// ```
public struct JSONReader {
  /// How many arrays and objects may be open at once.
  public static let maximumDepth = 256

  /// The value `text` holds.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  /// The value the UTF-8 `bytes` hold (a file's contents).
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    // Read through a pointer: every read of an array checks its bounds again
    // (the reader checks them itself, once), which cost a start-up a quarter of
    // reading its device profile and sample content.
    let read = bytes.withUnsafeBufferPointer { bytes -> Result<JSONValue, JSONSyntaxError> in
      var reader = JSONReader(bytes)
      do throws(JSONSyntaxError) {
        return .success(try reader.document())
      } catch {
        return .failure(error)
      }
    }
    return try read.get()
  }

  /// The text, valid only while `parse` runs.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var index: Int
  /// Where the text starts: after a byte order mark.
  let start: Int
  /// The line `index` is on, and the columns counted on it up to `counted`.
  private var line = 1
  private var counted: Int
  private var column = 1
  /// Offsets of the `{` and `[` open around `index`, outermost first.
  private var open: [Int] = []

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    index = start
    counted = start
  }

  private mutating func document() throws(JSONSyntaxError) -> JSONValue {
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      throw problem("the file is UTF-16 — save it as UTF-8", at: 0)
    }
    skipBlanks()
    guard index < bytes.count else {
      let what = index == start ? "the file is empty" : "the file holds only blank space"
      throw problem("\(what) — write one JSON value in it, such as {}", at: index)
    }
    let value = try value()
    skipBlanks()
    guard index < bytes.count else { return value }
    switch bytes[index] {
    case UInt8(ascii: "}"), UInt8(ascii: "]"):
      throw problem(
        "an extra '\(Character(Unicode.Scalar(bytes[index])))' after the end of the value — remove it",
        at: index)
    default:
      throw unexpected(
        nil, after: "the end of the value",
        fix: "a file holds one value: remove the extra text, or put the values in an array [ … ]")
    }
  }

  /// The value starting at `index`, blanks skipped.
  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw endInside() }
    let position = here()
    switch bytes[index] {
    case UInt8(ascii: "{"): return JSONValue(.object(try object()), at: position)
    case UInt8(ascii: "["): return JSONValue(.array(try array()), at: position)
    case UInt8(ascii: "\""): return JSONValue(.string(try string()), at: position)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try number()), at: position)
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      let word = self.word(at: index)
      let kind: JSONValue.Kind
      switch word {
      case "true": kind = .bool(true)
      case "false": kind = .bool(false)
      case "null": kind = .null
      default: throw unknownWord(word, at: index)
      }
      index += word.utf8.count
      return JSONValue(kind, at: position)
    default: throw badValueStart()
    }
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONObject {
    try enter()
    var object = JSONObject()
    skipBlanks()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      open.removeLast()
      return object
    }
    while true {
      guard index < bytes.count else { throw endInside() }
      guard bytes[index] == UInt8(ascii: "\"") else { throw badKey() }
      let keyOffset = index
      let keyPosition = here()
      let key = try string()
      skipBlanks()
      guard index < bytes.count else { throw endInside() }
      guard bytes[index] == UInt8(ascii: ":") else {
        throw unexpected(
          "':'", after: "the field name \(key.quoted)", fix: "write \(key.quoted): value")
      }
      index += 1
      skipBlanks()
      // One look for the key, as it goes in: a key already there is an error.
      let member = JSONMember(key: key, keyPosition: keyPosition, value: try value())
      if let first = object.insert(member)?.keyPosition {
        throw problem(
          "the field \(key.quoted) is written twice in this object (first at \(first)) — remove one of them",
          at: keyOffset)
      }
      skipBlanks()
      guard index < bytes.count else { throw endInside() }
      switch bytes[index] {
      case UInt8(ascii: ","):
        let comma = index
        index += 1
        skipBlanks()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          throw problem(
            "a comma before '}' — remove it: JSON allows no comma after the last field", at: comma)
        }
      case UInt8(ascii: "}"):
        index += 1
        open.removeLast()
        return object
      case UInt8(ascii: "]"): throw wrongClose()
      case UInt8(ascii: "\""):
        throw problem(
          "expected ',' or '}' after the value of \(key.quoted) — add a comma between fields",
          at: index)
      default:
        throw unexpected(
          "',' or '}'", after: "the value of \(key.quoted)",
          fix: "add a comma between fields, or close the object with '}'")
      }
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> [JSONValue] {
    try enter()
    var items: [JSONValue] = []
    skipBlanks()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      open.removeLast()
      return items
    }
    while true {
      items.append(try value())
      skipBlanks()
      guard index < bytes.count else { throw endInside() }
      switch bytes[index] {
      case UInt8(ascii: ","):
        let comma = index
        index += 1
        skipBlanks()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          throw problem(
            "a comma before ']' — remove it: JSON allows no comma after the last item", at: comma)
        }
      case UInt8(ascii: "]"):
        index += 1
        open.removeLast()
        return items
      case UInt8(ascii: "}"): throw wrongClose()
      default:
        throw unexpected(
          "',' or ']'", after: "an item of the array opened at \(locate(open.last ?? 0))",
          fix: "add a comma between items, or close the array with ']'")
      }
    }
  }

  /// Steps into the `{` or `[` at `index`.
  private mutating func enter() throws(JSONSyntaxError) {
    guard open.count < Self.maximumDepth else {
      throw problem(
        "more than \(Self.maximumDepth) arrays and objects inside each other — nest them less deeply",
        at: index)
    }
    open.append(index)
    index += 1
  }

  /// Skips spaces, tabs and line breaks, counting lines.
  private mutating func skipBlanks() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "):
        // An indent: spaces a word at a time.
        index += 1
        while let word = eightBytes(at: index) {
          let spaces = Self.leadingSpaces(word)
          index += spaces
          if spaces < 8 { break }
        }
      case UInt8(ascii: "\t"): index += 1
      case UInt8(ascii: "\n"):
        index += 1
        newLine()
      case UInt8(ascii: "\r"):
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        newLine()
      default: return
      }
    }
  }

  private mutating func newLine() {
    line += 1
    counted = index
    column = 1
  }

  /// The position of `index`, counting columns on from the last one asked for:
  /// values are asked for in order, so each byte is counted once.
  private mutating func here() -> JSONPosition {
    while counted + 8 <= index, let word = eightBytes(at: counted) {
      column += Self.characterStarts(word)
      counted += 8
    }
    while counted < index {
      if bytes[counted] & 0xC0 != 0x80 { column += 1 }
      counted += 1
    }
    return JSONPosition(line: line, column: column, offset: index)
  }

  /// The position of any offset, counted from the start: for errors, which come once.
  func locate(_ offset: Int) -> JSONPosition {
    var line = 1
    var column = 1
    var at = start
    while at < min(offset, bytes.count) {
      let byte = bytes[at]
      if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r")
          && (at + 1 == bytes.count || bytes[at + 1] != UInt8(ascii: "\n")))
      {
        line += 1
        column = 1
      } else if byte != UInt8(ascii: "\r") && byte & 0xC0 != 0x80 {
        column += 1
      }
      at += 1
    }
    return JSONPosition(line: line, column: column, offset: max(offset, 0))
  }

  /// The innermost open object or array, for an error at the end of the text.
  private func endInside() -> JSONSyntaxError {
    guard let opener = open.last else {
      return problem("the file ends where a value should be — write the value", at: bytes.count)
    }
    let (what, close) = bytes[opener] == UInt8(ascii: "{") ? ("an object", "}") : ("an array", "]")
    return problem(
      "the file ends inside \(what) opened at \(locate(opener)) — close it with '\(close)'",
      at: bytes.count)
  }

  /// A `]` closing an object or a `}` closing an array.
  private func wrongClose() -> JSONSyntaxError {
    let opener = open.last ?? 0
    let (what, close) = bytes[opener] == UInt8(ascii: "{") ? ("object", "}") : ("array", "]")
    let found = Character(Unicode.Scalar(bytes[index]))
    return problem(
      "found '\(found)' in the \(what) opened at \(locate(opener)) — close the \(what) with '\(close)'",
      at: index)
  }

  func problem(_ message: String, at offset: Int) -> JSONSyntaxError {
    JSONSyntaxError(position: locate(offset), message: message)
  }
}
