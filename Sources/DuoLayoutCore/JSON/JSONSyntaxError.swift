/// Why a text is not JSON: where, what is wrong, and how to fix it, in words a
/// person who wrote the file understands.
///
/// ```swift
/// do {
///   _ = try JSONReader.parse("{\"width\": 466 \"height\": 678}")
/// } catch {
///   error.description                      // 1:15: expected ',' or '}' after the value of "width" — add a comma between fields
///   error.description(file: "duo.json")   // duo.json:1:15: expected ',' …
/// }
/// ```
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is: the character that cannot be there, or the end of the text.
  public var position: JSONPosition
  /// What is wrong — how to fix it. Control characters from the text are shown as
  /// escapes, never raw.
  public var message: String

  public init(position: JSONPosition, message: String) {
    self.position = position
    self.message = message
  }

  /// `LINE:COLUMN: message`.
  public var description: String { "\(position): \(message)" }

  /// `FILE:LINE:COLUMN: message`, for a file named `file`.
  public func description(file: String) -> String { "\(file):\(description)" }
}
