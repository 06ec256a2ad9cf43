/// The items of one array being encoded, in order.
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  /// The array's own encoder.
  let encoder: JSONValueEncoding

  var codingPath: [any CodingKey] { encoder.codingPath }

  var count: Int {
    if case .array(let items) = encoder.box.content { items.count } else { 0 }
  }

  /// The encoder of a new item at the end.
  private func next() -> JSONValueEncoding {
    let index = count
    return encoder.child(encoder.box.appended(), .index(index))
  }

  mutating func encodeNil() { next().encodeNil() }
  mutating func encode(_ value: Bool) { next().encode(value) }
  mutating func encode(_ value: String) { next().encode(value) }
  mutating func encode(_ value: Double) throws { try next().encode(value) }
  mutating func encode(_ value: Float) throws { try next().encode(value) }
  mutating func encode(_ value: Int) { next().encode(value) }
  mutating func encode(_ value: Int8) { next().encode(value) }
  mutating func encode(_ value: Int16) { next().encode(value) }
  mutating func encode(_ value: Int32) { next().encode(value) }
  mutating func encode(_ value: Int64) { next().encode(value) }
  mutating func encode(_ value: UInt) { next().encode(value) }
  mutating func encode(_ value: UInt8) { next().encode(value) }
  mutating func encode(_ value: UInt16) { next().encode(value) }
  mutating func encode(_ value: UInt32) { next().encode(value) }
  mutating func encode(_ value: UInt64) { next().encode(value) }
  mutating func encode<T: Encodable>(_ value: T) throws { try next().encode(value) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    next().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    next().unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { next() }
}
