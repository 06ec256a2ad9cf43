/// A tour line that cannot be read: printed as `file:line: what is wrong`.
public struct DemoError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { "\(file):\(line): \(message)" }
}
