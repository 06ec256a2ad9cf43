/// A coding key for an object's field or an array's item, as this decoder and
/// encoder report them in `codingPath`.
struct JSONKey: CodingKey, Hashable, Sendable {
  let stringValue: String
  let intValue: Int?

  init(_ key: String) {
    stringValue = key
    intValue = nil
  }

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init(stringValue: String) { self.init(stringValue) }
  init(intValue: Int) { self.init(index: intValue) }
}
