/// A config file the audit cannot use: `FILE:LINE: what is wrong — how to fix it`.
///
/// ```swift
/// AuditConfigError(file: "duoterm-audit.json", line: 3, "no audit rule \"x\" — …").description
/// // duoterm-audit.json:3: no audit rule "x" — …
/// ```
public struct AuditConfigError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String

  public init(file: String, line: Int, _ message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { "\(file):\(line): \(message)" }
}
