/// Where in its file a node of a screen is declared, so an error, the audit or
/// `tree` can name the line a person edits.
///
/// ```swift
/// ScreenSource(line: 12, column: 5).description   // "12:5"
/// ```
public struct ScreenSource: Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  init?(_ position: JSONPosition?) {
    guard let position else { return nil }
    self.init(line: position.line, column: position.column)
  }

  public var description: String { "\(line):\(column)" }
}
