/// Where a finding's node is declared in a file a person wrote: what a screen file
/// fills so that a report (SARIF, the text lines) points at the line to fix. The
/// built-in patterns have none: they are code, and their findings name the node.
///
/// ```swift
/// let here = FileLocation(file: "screens/recipe.json", line: 12, column: 7)
/// here.description  // "screens/recipe.json:12:7"
/// ```
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file's path as the person named it (relative to where the audit ran).
  public var file: String
  /// The line, 1 for the first.
  public var line: Int
  /// The column, 1 for the first.
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `FILE:LINE:COLUMN`, as compilers and editors read it.
  public var description: String { "\(file):\(line):\(column)" }
}
