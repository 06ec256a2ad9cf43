/// A line of a `Content/` data file that cannot be read: printed as `FILE:LINE:
/// what is wrong — how to fix it`.
///
/// ```swift
/// ContentError(path: "Content/film.txt", line: 12, message: "'1:7x' is no time — write M:SS")
/// ```
public struct ContentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's path in the repository: `Content/ambry-map.txt`.
  public var path: String
  /// The line, 1-based.
  public var line: Int
  public var message: String

  public init(path: String, line: Int, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  public var description: String { "\(path):\(line): \(message)" }
}
