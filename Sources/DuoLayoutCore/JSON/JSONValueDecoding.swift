/// The `Decoder` `JSONValueDecoder` hands to `init(from:)`: one value, its path and
/// the decode's shared context. It is its own single-value container.
struct JSONValueDecoding: Decoder, SingleValueDecodingContainer {
  let value: JSONValue
  let context: JSONDecodingContext
  /// The path of the value this one is in, and the step from it to this one: kept
  /// apart so that a string or a number, most values, never makes its path (a
  /// path is made for an error, and once for each object or array read).
  private let parentPath: JSONPath
  private let component: JSONPath.Component?

  init(value: JSONValue, path: JSONPath, context: JSONDecodingContext) {
    self.init(value: value, parentPath: path, component: nil, context: context)
  }

  private init(
    value: JSONValue, parentPath: JSONPath, component: JSONPath.Component?,
    context: JSONDecodingContext
  ) {
    self.value = value
    self.parentPath = parentPath
    self.component = component
    self.context = context
  }

  /// Where the value is in the document.
  var path: JSONPath { component.map { parentPath.appending($0) } ?? parentPath }

  var codingPath: [any CodingKey] { path.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The decoder of `value`, found at `component` inside this one.
  func child(_ value: JSONValue, _ component: JSONPath.Component) -> JSONValueDecoding {
    JSONValueDecoding(value: value, parentPath: path, component: component, context: context)
  }

  /// This decoder with its path made once: the parent of the decoders of an
  /// object's fields or an array's items.
  private var withPath: JSONValueDecoding {
    component == nil ? self : JSONValueDecoding(value: value, path: path, context: context)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard let object = value.object else { throw mismatch(.object) }
    let decoder = withPath
    return KeyedDecodingContainer(
      JSONKeyedDecodingContainer(
        decoder: decoder, object: object,
        asked: context.visit(value, at: decoder.path, count: object.count)))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let items = value.array else { throw mismatch(.array) }
    return JSONUnkeyedDecodingContainer(decoder: withPath, items: items)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { value.isNull }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard let flag = value.bool else { throw mismatch(.bool) }
    return flag
  }

  func decode(_ type: String.Type) throws -> String {
    guard let text = value.string else { throw mismatch(.string) }
    return text
  }

  func decode(_ type: Double.Type) throws -> Double {
    guard let number = value.number else { throw mismatch(.number) }
    return number.double
  }

  func decode(_ type: Float.Type) throws -> Float {
    guard let number = value.number else { throw mismatch(.number) }
    guard let float = Float(number.text), float.isFinite else {
      throw problem("\(number.text) is out of range — write a number from -3.4e38 to 3.4e38")
    }
    return float
  }

  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    do {
      return try T(from: self)
    } catch DecodingError.dataCorrupted(let context)
      where context.codingPath.count == path.depth
    {
      // A String enum's init(from:) rejected the text: name the cases it allows.
      guard let text = value.string,
        let cases = T.self as? any (CaseIterable & RawRepresentable<String>).Type
      else { throw DecodingError.dataCorrupted(context) }
      throw unknownCase(text, allowed: Self.names(of: cases))
    }
  }

  /// The number as `I`, exactly: a whole number in `I`'s range.
  private func integer<I: FixedWidthInteger>(_ type: I.Type) throws(JSONDecodeError) -> I {
    guard let number = value.number else { throw mismatch(.wholeNumber) }
    if let int = number.int, let exact = I(exactly: int) { return exact }
    switch number.int == nil ? JSONNumber.whole(number.text, as: I.self) : .outOfRange {
    case .value(let exact): return exact
    case .fraction:
      let near = JSONNumber(number.double.rounded())?.text ?? "12"
      throw problem(
        "expected a whole number, found \(number.text.shortened) — write a whole number, like \(near)"
      )
    case .outOfRange:
      throw problem(
        "\(number.text.shortened) is out of range — write a whole number from \(I.min) to \(I.max)")
    }
  }

  /// An error at this value: `message` is what is wrong — how to fix it.
  func problem(_ message: String, expected: JSONDecodeError.Expectation? = nil) -> JSONDecodeError {
    JSONDecodeError(at: value, path: path, message: message, expected: expected)
  }

  /// This value is not what was expected.
  func mismatch(_ expected: JSONDecodeError.Expectation) -> JSONDecodeError {
    var fix = expected.fix
    var found = value.kind.name
    switch value.kind {
    case .number(let number): found = "the number \(number.text.shortened)"
    case .string(let text):
      found = "the string \(text.quoted)"
      let isNumber = JSONNumber(literal: text) != nil
      if isNumber && (expected == .number || expected == .wholeNumber)
        || expected == .bool && (text == "true" || text == "false")
      {
        fix = "remove the quotes"
      }
    default: break
    }
    return problem("expected \(expected.name), found \(found) — \(fix)", expected: expected)
  }

  /// A string that is none of the cases of an enum.
  func unknownCase(_ text: String, allowed: [String]) -> JSONDecodeError {
    let fix =
      JSONSuggestion.nearest(to: text, among: allowed).map { "did you mean \($0.quoted)?" }
      ?? "write one of " + allowed.map(\.quoted).joined(separator: ", ")
    return problem("unknown value \(text.quoted) — \(fix)")
  }

  private static func names<C: CaseIterable & RawRepresentable<String>>(of type: C.Type) -> [String]
  {
    type.allCases.map(\.rawValue)
  }

  /// What a missing field of type `T` would hold, to say what to add: `<number>`,
  /// `"<text>"`, `{ … }`. Found by decoding `T` from null and reading what it
  /// expected instead.
  static func placeholder<T: Decodable>(for type: T.Type) -> String {
    let probe = JSONValueDecoding(
      value: .null, path: JSONPath(), context: JSONDecodingContext(strict: false))
    do {
      _ = try probe.decode(T.self)
    } catch let error as JSONDecodeError {
      if let expected = error.expected { return expected.placeholder }
    } catch {}
    return "<value>"
  }
}
