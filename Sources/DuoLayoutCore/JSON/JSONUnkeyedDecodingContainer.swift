/// The items of one array, in order, for `init(from:)`.
struct JSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
  /// The array's own decoder.
  let decoder: JSONValueDecoding
  let items: [JSONValue]
  var currentIndex = 0

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  /// The decoder of the next item; running out is an error at the array, saying
  /// what to add.
  private mutating func next(holding placeholder: @autoclosure () -> String) throws(JSONDecodeError)
    -> JSONValueDecoding
  {
    guard !isAtEnd else {
      let count = items.count == 1 ? "1 item" : "\(items.count) items"
      throw decoder.problem("the array has \(count), and more are needed — add \(placeholder())")
    }
    defer { currentIndex += 1 }
    return decoder.child(items[currentIndex], .index(currentIndex))
  }

  private mutating func next(_ expected: JSONDecodeError.Expectation) throws(JSONDecodeError)
    -> JSONValueDecoding
  {
    try next(holding: expected.placeholder)
  }

  mutating func decodeNil() throws -> Bool {
    guard try next(holding: "null").decodeNil() else {
      currentIndex -= 1
      return false
    }
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next(.bool).decode(type) }
  mutating func decode(_ type: String.Type) throws -> String { try next(.string).decode(type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try next(.number).decode(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try next(.number).decode(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try next(.wholeNumber).decode(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(.wholeNumber).decode(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(.wholeNumber).decode(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(.wholeNumber).decode(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(.wholeNumber).decode(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next(.wholeNumber).decode(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(.wholeNumber).decode(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(.wholeNumber).decode(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(.wholeNumber).decode(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(.wholeNumber).decode(type) }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next(holding: JSONValueDecoding.placeholder(for: type)).decode(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next(.object).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next(.array).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next(holding: "<value>") }
}
