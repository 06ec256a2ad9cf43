/// A JSON value as read from a file or built by `JSONValueEncoder`, with the
/// position it was read from so errors about it can point at it.
///
/// Equality compares what the values say, not where they were: positions are
/// ignored, numbers compare as numbers (`1` equals `1.0`) and objects as sets of
/// fields (the order of keys does not matter, as RFC 8259 has it).
///
/// ```swift
/// let value = try JSONReader.parse(#"{"name": "duo", "sizes": [466, 951]}"#)
/// value["sizes"]?[1]?.number?.int   // 951
/// value["name"]?.position           // 1:10
/// let built: JSONValue = ["name": "duo", "open": true]
/// built == value                     // false: different fields
/// ```
public struct JSONValue: Equatable, Sendable, CustomStringConvertible {
  /// What the value is.
  public var kind: Kind
  /// Where it starts in the text it was read from; nil for a value built in code.
  public var position: JSONPosition?

  /// A value of `kind`; `position` is for a reader, code leaves it out.
  public init(_ kind: Kind, at position: JSONPosition? = nil) {
    self.kind = kind
    self.position = position
  }

  /// Null, built in code.
  public static let null = JSONValue(.null)

  public static func == (a: JSONValue, b: JSONValue) -> Bool { a.kind == b.kind }

  /// The value as compact JSON text.
  public var description: String { JSONWriter().write(self) }

  /// The field `key` of an object; nil for a missing field or a value that is not an object.
  public subscript(key: String) -> JSONValue? {
    object?[key]
  }

  /// The item at `index` of an array; nil past its end or for a value that is not an array.
  public subscript(index: Int) -> JSONValue? {
    guard let array, array.indices.contains(index) else { return nil }
    return array[index]
  }

  // What the value holds when it is of that kind, else nil (false for `isNull`).

  public var isNull: Bool { kind == .null }

  public var bool: Bool? {
    if case .bool(let value) = kind { value } else { nil }
  }

  public var number: JSONNumber? {
    if case .number(let value) = kind { value } else { nil }
  }

  public var string: String? {
    if case .string(let value) = kind { value } else { nil }
  }

  public var array: [JSONValue]? {
    if case .array(let value) = kind { value } else { nil }
  }

  /// Whether the value is an object or an array: one that holds other values.
  var holdsValues: Bool {
    switch kind {
    case .object, .array: true
    default: false
    }
  }

  public var object: JSONObject? {
    if case .object(let value) = kind { value } else { nil }
  }
}
