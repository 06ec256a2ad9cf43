/// Why a JSON value does not decode as the type asked for: where the offending
/// value is, its path in the document, what is wrong and how to fix it.
///
/// ```swift
/// struct Size: Codable { var width: Double; var height: Double }
/// let value = try JSONReader.parse(#"{"width": "wide"}"#)
/// do {
///   _ = try JSONValueDecoder().decode(Size.self, from: value)
/// } catch {
///   error.description
///   // 1:11: width: expected a number, found the string "wide" — write a number, like 12 or 0.5
///   error.description(file: "duo.json")  // duo.json:1:11: width: …
/// }
/// ```
public struct JSONDecodeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the offending value starts (for a missing field: the object that lacks
  /// it); nil for a value built in code rather than read from text.
  public var position: JSONPosition?
  /// The value's path in the document, like `displays[1].holds.wide.window`; empty
  /// for the whole document.
  public var path: String
  /// What is wrong — how to fix it; control characters from the file are shown as
  /// escapes.
  public var message: String
  /// What the decoder expected, to name a missing field's value (`<number>`).
  var expected: Expectation?

  public init(position: JSONPosition?, path: String, message: String) {
    self.position = position
    self.path = path
    self.message = message
  }

  init(at value: JSONValue, path: JSONPath, message: String, expected: Expectation? = nil) {
    self.init(position: value.position, path: path.description, message: message)
    self.expected = expected
  }

  /// `LINE:COLUMN: path: message`, leaving out what is not known.
  public var description: String {
    [position?.description, path.isEmpty ? nil : path, message].compactMap(\.self).joined(
      separator: ": ")
  }

  /// `FILE:LINE:COLUMN: path: message`, for a file named `file`.
  public func description(file: String) -> String { "\(file):\(description)" }
}
