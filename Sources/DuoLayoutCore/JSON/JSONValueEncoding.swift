/// The `Encoder` `JSONValueEncoder` hands to `encode(to:)`: one box to fill and its
/// path. It is its own single-value container.
struct JSONValueEncoding: Encoder, SingleValueEncodingContainer {
  let box: JSONEncodingBox
  let path: JSONPath

  var codingPath: [any CodingKey] { path.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func child(_ box: JSONEncodingBox, _ component: JSONPath.Component) -> JSONValueEncoding {
    JSONValueEncoding(box: box, path: path.appending(component))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    box.makeObject()
    return KeyedEncodingContainer(JSONKeyedEncodingContainer(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    box.makeArray()
    return JSONUnkeyedEncodingContainer(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  private func set(_ kind: JSONValue.Kind) { box.content = .value(JSONValue(kind)) }

  func encodeNil() { set(.null) }
  func encode(_ value: Bool) { set(.bool(value)) }
  func encode(_ value: String) { set(.string(value)) }

  func encode(_ value: Double) throws {
    guard let number = JSONNumber(value) else { throw nonFinite(value) }
    set(.number(number))
  }

  func encode(_ value: Float) throws {
    guard let number = JSONNumber(value) else { throw nonFinite(value) }
    set(.number(number))
  }

  func encode(_ value: Int) { set(.number(JSONNumber(value))) }
  func encode(_ value: Int8) { integer(value) }
  func encode(_ value: Int16) { integer(value) }
  func encode(_ value: Int32) { integer(value) }
  func encode(_ value: Int64) { integer(value) }
  func encode(_ value: UInt) { integer(value) }
  func encode(_ value: UInt8) { integer(value) }
  func encode(_ value: UInt16) { integer(value) }
  func encode(_ value: UInt32) { integer(value) }
  func encode(_ value: UInt64) { integer(value) }

  func encode<T: Encodable>(_ value: T) throws { try value.encode(to: self) }

  /// Any integer, exactly, even one beyond `Int` or `Double`.
  private func integer<I: FixedWidthInteger>(_ value: I) {
    // The digits of an integer are always a valid literal, and always in range.
    set(JSONNumber(validLiteral: String(value)).map(JSONValue.Kind.number) ?? .null)
  }

  private func nonFinite(_ value: some FloatingPoint) -> JSONEncodeError {
    JSONEncodeError(
      path: path.description,
      message: "cannot write \(value) — JSON has no NaN or infinity; give the field a finite number"
    )
  }
}
