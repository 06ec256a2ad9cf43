/// The fields of one object, for `init(from:)`. Notes each key it is asked for, so
/// strict mode can find the fields nobody asked for.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  /// The object's own decoder.
  let decoder: JSONValueDecoding
  let object: JSONObject
  /// Where the keys asked for are noted, in strict mode.
  let asked: JSONAskedKeys?

  var codingPath: [any CodingKey] { decoder.codingPath }

  /// The keys `Key` knows, in written order. A caller that asks for every key (a
  /// dictionary) knows them all; others (an enum's cases) only those it can name.
  var allKeys: [Key] {
    object.members.indices.compactMap { place in
      let name = object.members[place].key
      guard let key = Key(stringValue: name) else { return nil }
      asked?.ask(name, at: place)
      return key
    }
  }

  func contains(_ key: Key) -> Bool {
    let place = object.place(of: key.stringValue)
    asked?.ask(key.stringValue, at: place)
    return place != nil
  }

  /// The decoder of the field `key`; a missing field is an error at the object that
  /// lacks it, saying what to add.
  private func field(_ key: Key, holding placeholder: @autoclosure () -> String)
    throws(JSONDecodeError)
    -> JSONValueDecoding
  {
    let place = object.place(of: key.stringValue)
    asked?.ask(key.stringValue, at: place)
    guard let place else {
      // A field spelt wrong is missing under its right name: point at the typo.
      if let typo = object.members.first(where: {
        JSONSuggestion.nearest(to: $0.key, among: [key.stringValue]) != nil
      }) {
        throw decoder.child(typo.value, .key(typo.key)).problem(
          "unknown field '\(typo.key.visible)' — did you mean '\(key.stringValue.visible)'?")
      }
      throw decoder.problem(
        "missing field '\(key.stringValue.visible)' — add \(key.stringValue.quoted): \(placeholder())"
      )
    }
    return decoder.child(object.members[place].value, .key(key.stringValue))
  }

  private func field(_ key: Key, _ expected: JSONDecodeError.Expectation) throws(JSONDecodeError)
    -> JSONValueDecoding
  {
    try field(key, holding: expected.placeholder)
  }

  func decodeNil(forKey key: Key) throws -> Bool { try field(key, holding: "null").decodeNil() }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try field(key, .bool).decode(type)
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try field(key, .string).decode(type)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try field(key, .number).decode(type)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try field(key, .number).decode(type)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try field(key, .wholeNumber).decode(type)
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try field(key, .wholeNumber).decode(type)
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try field(key, .wholeNumber).decode(type)
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try field(key, .wholeNumber).decode(type)
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try field(key, .wholeNumber).decode(type)
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try field(key, .wholeNumber).decode(type)
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try field(key, .wholeNumber).decode(type)
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try field(key, .wholeNumber).decode(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try field(key, .wholeNumber).decode(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try field(key, .wholeNumber).decode(type)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try field(key, holding: JSONValueDecoding.placeholder(for: type)).decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try field(key, .object).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try field(key, .array).unkeyedContainer()
  }

  /// A class's superclass reads the field `super`, or null when there is none.
  func superDecoder() throws -> any Decoder {
    asked?.ask("super", at: object.place(of: "super"))
    return decoder.child(object["super"] ?? .null, .key("super"))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    asked?.ask(key.stringValue, at: object.place(of: key.stringValue))
    return decoder.child(object[key.stringValue] ?? .null, .key(key.stringValue))
  }
}
