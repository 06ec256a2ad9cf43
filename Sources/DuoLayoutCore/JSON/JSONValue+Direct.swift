/// Fields read straight from a value, for a reader written by hand for one type
/// (`DeviceProfile(direct:)`): no `Decoder`, no generic containers, so no runtime
/// metadata made and no conformances looked up on first use. Each answer is nil
/// when the field is not what the type needs; the hand reader then gives up and
/// the caller decodes with `JSONValueDecoder`, which says what is wrong.
///
/// ```swift
/// let size = try JSONReader.parse(#"{"width": 466, "height": 678}"#)
/// size.double("width")  // 466
/// size.double("depth")  // nil
/// ```
extension JSONValue {
  /// The number `key`.
  func double(_ key: String) -> Double? { self[key]?.number?.double }

  /// The string `key`.
  func text(_ key: String) -> String? { self[key]?.string }

  /// The string `key` as one of `E`'s cases.
  func choice<E: RawRepresentable<String>>(_ key: String) -> E? {
    text(key).flatMap(E.init(rawValue:))
  }

  /// The field `key` read by `read`, or the field of an optional property: nil
  /// inside when it is missing or null (as `decodeIfPresent` has it), nil outside
  /// when it is there and `read` cannot read it.
  func optional<T>(_ key: String, _ read: (JSONValue) -> T?) -> T?? {
    guard let value = self[key], !value.isNull else { return .some(nil) }
    return read(value).map { .some($0) }
  }

  /// Every item of the array `key` read by `read`; nil when one cannot be read.
  func items<T>(_ key: String, _ read: (JSONValue) -> T?) -> [T]? {
    self[key]?.items(read)
  }

  /// Every item of this array read by `read`; nil when one cannot be read.
  func items<T>(_ read: (JSONValue) -> T?) -> [T]? {
    guard let array else { return nil }
    var result: [T] = []
    result.reserveCapacity(array.count)
    for item in array {
      guard let value = read(item) else { return nil }
      result.append(value)
    }
    return result
  }
}
