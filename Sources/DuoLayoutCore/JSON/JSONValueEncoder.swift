/// Encodes any `Encodable` (synthesized `Codable` included) as a `JSONValue`, for
/// `JSONWriter` to write. Fields come in the order the type encodes them
/// (declaration order for synthesized `Codable`); optionals that are nil are left
/// out; a NaN or infinite `Double` is an error, not a crash.
///
/// ```swift
/// struct Size: Codable { var width: Double; var height: Double }
/// let value = try JSONValueEncoder().encode(Size(width: 466, height: 678.5))
/// JSONWriter().write(value)   // {"width":466,"height":678.5}
/// ```
public struct JSONValueEncoder: Hashable, Sendable {
  public init() {}

  /// `value` as JSON.
  public func encode<T: Encodable>(_ value: T) throws(JSONEncodeError) -> JSONValue {
    let box = JSONEncodingBox()
    do {
      try JSONValueEncoding(box: box, path: JSONPath()).encode(value)
    } catch let error as JSONEncodeError {
      throw error
    } catch let error as EncodingError {
      if case .invalidValue(_, let context) = error {
        throw JSONEncodeError(
          path: JSONPath(context.codingPath).description, message: context.debugDescription.visible)
      }
      throw JSONEncodeError(path: "", message: "\(error)".visible)
    } catch {
      throw JSONEncodeError(path: "", message: "\(error)".visible)
    }
    return box.value
  }
}
