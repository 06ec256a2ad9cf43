/// A tour line that cannot be read: printed as `file:line: what is wrong`.
public struct DemoError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The tour's path as the person gave it, or `Demos/<name>.tour` for a tour by name.
  public var file: String
  /// The line that cannot be read, 1-based.
  public var line: Int
  /// What is wrong with the line, often with how to write it instead.
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { "\(file):\(line): \(message)" }
}
