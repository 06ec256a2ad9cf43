/// Why a value cannot be written as JSON: a `Double` or `Float` that is NaN or
/// infinite, which JSON has no way to write.
///
/// ```swift
/// struct Zoom: Encodable { var scale: Double }
/// try JSONValueEncoder().encode(Zoom(scale: .infinity))
/// // throws scale: cannot write inf — JSON has no NaN or infinity; give the field a finite number
/// ```
public struct JSONEncodeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The value's path, like `displays[1].scale`; empty for the whole value.
  public var path: String
  /// What is wrong — how to fix it.
  public var message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
