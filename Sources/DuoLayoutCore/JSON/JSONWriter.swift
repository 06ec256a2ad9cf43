/// Writes a `JSONValue` as JSON text: compact, or pretty with a 2-space indent;
/// keys in the order they were written, or sorted.
///
/// Numbers are written as their literal (`JSONNumber.text`), so a number read from
/// a file comes back as it was, and one made from a `Double` reads back as the same
/// `Double`. Strings escape `"`, `\` and every control character (C0, DEL and C1),
/// so the text never holds one raw; `\n`, `\r` and `\t` take their short forms,
/// the others `\u00XX`. Everything else is written as UTF-8, unescaped.
///
/// The text has no line break at the end; add one when writing a file.
///
/// ```swift
/// let value: JSONValue = ["name": "duo", "sizes": [466, 951]]
/// JSONWriter().write(value)              // {"name":"duo","sizes":[466,951]}
/// JSONWriter(pretty: true).write(value)
/// // {
/// //   "name": "duo",
/// //   "sizes": [
/// //     466,
/// //     951
/// //   ]
/// // }
/// ```
public struct JSONWriter: Hashable, Sendable {
  /// Line breaks and a 2-space indent, and a space after each `:`.
  public var pretty: Bool
  /// Keys in the order of their UTF-8 bytes, not in written order: the same value
  /// always gives the same text, whatever order its keys were added in.
  public var sortedKeys: Bool

  public init(pretty: Bool = false, sortedKeys: Bool = false) {
    self.pretty = pretty
    self.sortedKeys = sortedKeys
  }

  /// The text of `value`.
  public func write(_ value: JSONValue) -> String {
    String(decoding: bytes(value), as: UTF8.self)
  }

  /// The UTF-8 bytes of `value`'s text, for a file.
  public func bytes(_ value: JSONValue) -> [UInt8] {
    var out: [UInt8] = []
    write(value, depth: 0, into: &out)
    return out
  }

  private func write(_ value: JSONValue, depth: Int, into out: inout [UInt8]) {
    switch value.kind {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let number): out.append(contentsOf: number.text.utf8)
    case .string(let text): Self.writeString(text, into: &out)
    case .array(let items):
      writeList(items, open: "[", close: "]", depth: depth, into: &out) { item, out in
        write(item, depth: depth + 1, into: &out)
      }
    case .object(let object):
      let members =
        sortedKeys
        ? object.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        : object.members
      writeList(members, open: "{", close: "}", depth: depth, into: &out) { member, out in
        Self.writeString(member.key, into: &out)
        out.append(UInt8(ascii: ":"))
        if pretty { out.append(UInt8(ascii: " ")) }
        write(member.value, depth: depth + 1, into: &out)
      }
    }
  }

  /// `open`, the elements separated by commas (each on its own indented line when
  /// pretty), `close`. An empty list is `[]` or `{}`.
  private func writeList<Element>(
    _ elements: [Element], open: Unicode.Scalar, close: Unicode.Scalar, depth: Int,
    into out: inout [UInt8], element: (Element, inout [UInt8]) -> Void
  ) {
    out.append(UInt8(ascii: open))
    guard !elements.isEmpty else { return out.append(UInt8(ascii: close)) }
    for (index, item) in elements.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      newLine(depth: depth + 1, into: &out)
      element(item, &out)
    }
    newLine(depth: depth, into: &out)
    out.append(UInt8(ascii: close))
  }

  private func newLine(depth: Int, into out: inout [UInt8]) {
    guard pretty else { return }
    out.append(UInt8(ascii: "\n"))
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  /// `text` in double quotes, escaped.
  static func writeString(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var previous: UInt8 = 0
    for byte in text.utf8 {
      defer { previous = byte }
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
      case UInt8(ascii: "\n"): out.append(contentsOf: #"\n"#.utf8)
      case UInt8(ascii: "\r"): out.append(contentsOf: #"\r"#.utf8)
      case UInt8(ascii: "\t"): out.append(contentsOf: #"\t"#.utf8)
      case 0..<0x20, 0x7F: escape(UInt32(byte), into: &out)
      // C1 controls are C2 80 to C2 9F in UTF-8: the C2 is already written.
      case 0x80...0x9F where previous == 0xC2:
        out.removeLast()
        escape(UInt32(byte), into: &out)
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  private static func escape(_ code: UInt32, into out: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    out.append(contentsOf: #"\u00"#.utf8)
    out.append(hex[Int(code >> 4)])
    out.append(hex[Int(code & 0xF)])
  }
}
