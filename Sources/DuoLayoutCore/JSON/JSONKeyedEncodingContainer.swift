/// The fields of one object being encoded, in the order they are encoded.
struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  /// The object's own encoder.
  let encoder: JSONValueEncoding

  var codingPath: [any CodingKey] { encoder.codingPath }

  /// The encoder of the field `key`.
  private func field(_ key: Key) -> JSONValueEncoding {
    encoder.child(encoder.box.field(key.stringValue), .key(key.stringValue))
  }

  mutating func encodeNil(forKey key: Key) { field(key).encodeNil() }
  mutating func encode(_ value: Bool, forKey key: Key) { field(key).encode(value) }
  mutating func encode(_ value: String, forKey key: Key) { field(key).encode(value) }
  mutating func encode(_ value: Double, forKey key: Key) throws { try field(key).encode(value) }
  mutating func encode(_ value: Float, forKey key: Key) throws { try field(key).encode(value) }
  mutating func encode(_ value: Int, forKey key: Key) { field(key).encode(value) }
  mutating func encode(_ value: Int8, forKey key: Key) { field(key).encode(value) }
  mutating func encode(_ value: Int16, forKey key: Key) { field(key).encode(value) }
  mutating func encode(_ value: Int32, forKey key: Key) { field(key).encode(value) }
  mutating func encode(_ value: Int64, forKey key: Key) { field(key).encode(value) }
  mutating func encode(_ value: UInt, forKey key: Key) { field(key).encode(value) }
  mutating func encode(_ value: UInt8, forKey key: Key) { field(key).encode(value) }
  mutating func encode(_ value: UInt16, forKey key: Key) { field(key).encode(value) }
  mutating func encode(_ value: UInt32, forKey key: Key) { field(key).encode(value) }
  mutating func encode(_ value: UInt64, forKey key: Key) { field(key).encode(value) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try field(key).encode(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  )
    -> KeyedEncodingContainer<NestedKey>
  {
    field(key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    field(key).unkeyedContainer()
  }

  /// A class's superclass writes the field `super`.
  mutating func superEncoder() -> any Encoder {
    encoder.child(encoder.box.field("super"), .key("super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder { field(key) }
}
