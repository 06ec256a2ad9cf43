/// Decodes any `Decodable` (synthesized `Codable` included) from a `JSONValue`,
/// with errors that say where in the file, at which field, what is wrong and how
/// to fix it: `3:14: displays[1].window.width: expected a number, found the string
/// "wide" — write a number, like 12 or 0.5`.
///
/// What it reports, besides wrong kinds of value: a missing field (at the object
/// that lacks it, with what to add), a number with a fraction or out of range
/// where an integer is wanted, an unknown value of a `String` enum that is
/// `CaseIterable` (with the nearest case, or all of them). A type's own
/// `init(from:)` can throw a positioned error of its own with
/// `Decoder.positionedError(_:)`.
///
/// In strict mode, a field that the type never asked for (by `decode`,
/// `decodeIfPresent` or `contains`) is an error, with the nearest field it knows
/// as a suggestion: `unknown field 'widht' — did you mean 'width'?`. Keys that
/// start with `$` (`$schema`, `$comment`) are always allowed.
///
/// ```swift
/// struct Size: Codable { var width: Double; var height: Double }
/// let value = try JSONReader.parse(#"{"width": 466, "hieght": 678}"#)
/// try JSONValueDecoder().decode(Size.self, from: value)
/// // throws 1:1: missing field 'height' — add "height": <number>
/// let fixed = try JSONReader.parse(#"{"width": 466, "height": 678, "widht": 1}"#)
/// try JSONValueDecoder(strict: true).decode(Size.self, from: fixed)
/// // throws 1:31: unknown field 'widht' — did you mean 'width'?
/// ```
public struct JSONValueDecoder: Hashable, Sendable {
  /// A field the type did not ask for is an error.
  public var strict: Bool

  public init(strict: Bool = false) {
    self.strict = strict
  }

  /// `T` as `value` describes it.
  public func decode<T: Decodable>(_ type: T.Type = T.self, from value: JSONValue)
    throws(JSONDecodeError)
    -> T
  {
    let context = JSONDecodingContext(strict: strict)
    let decoder = JSONValueDecoding(value: value, path: JSONPath(), context: context)
    let decoded: T
    do {
      decoded = try decoder.decode(type)
    } catch let error as JSONDecodeError {
      throw error
    } catch let error as DecodingError {
      throw Self.translate(error, in: value)
    } catch {
      throw JSONDecodeError(at: value, path: JSONPath(), message: "\(error)".visible)
    }
    if strict, let unknown = context.firstUnknownField(in: value) { throw unknown }
    return decoded
  }

  /// `T` as `value` describes it, any field `value` lacks taken from `defaults`:
  /// for a file saved by an older version, before a field was added. `defaults` is
  /// encoded, `value` merged onto it (`JSONValue.merged(onto:)`), and the result
  /// decoded.
  ///
  /// Objects merge field by field; anything else is taken whole from `value`. So an
  /// enum with associated values (encoded as `{"case": {…}}`) whose saved case
  /// differs from the default's gets both cases' keys and does not decode: give such
  /// a field a default in the type's own `init(from:)` instead.
  ///
  /// ```swift
  /// struct Settings: Codable { var flash = true; var speed = 1.0 }
  /// let saved = try JSONReader.parse(#"{"flash": false}"#)
  /// try JSONValueDecoder().decode(Settings.self, from: saved, defaults: Settings())
  /// // Settings(flash: false, speed: 1.0)
  /// ```
  public func decode<T: Codable>(_ type: T.Type = T.self, from value: JSONValue, defaults: T)
    throws(JSONDecodeError) -> T
  {
    let base: JSONValue
    do {
      base = try JSONValueEncoder().encode(defaults)
    } catch {
      throw JSONDecodeError(
        position: nil, path: error.path,
        message: "the defaults cannot be written as JSON: \(error.message)")
    }
    return try decode(type, from: value.merged(onto: base))
  }

  /// A `DecodingError` a type's own `init(from:)` threw, at the value its coding
  /// path leads to.
  static func translate(_ error: DecodingError, in root: JSONValue) -> JSONDecodeError {
    let context: DecodingError.Context
    var message: String?
    switch error {
    case .keyNotFound(let key, let keyContext):
      context = keyContext
      message =
        "missing field '\(key.stringValue.visible)' — add \(key.stringValue.quoted): <value>"
    case .typeMismatch(_, let mismatchContext), .valueNotFound(_, let mismatchContext):
      context = mismatchContext
    case .dataCorrupted(let corruptContext):
      context = corruptContext
    @unknown default:
      return JSONDecodeError(at: root, path: JSONPath(), message: "\(error)".visible)
    }
    let path = JSONPath(context.codingPath)
    return JSONDecodeError(
      at: path.value(in: root), path: path, message: message ?? context.debugDescription.visible)
  }
}
