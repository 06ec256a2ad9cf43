/// A place in a file a person wrote: the file as they named it, the line and the
/// column. A screen file's nodes carry theirs from the JSON reader, so a read
/// error, the audit's findings (text, SARIF) and `tree` name the line to fix. The
/// built-in patterns have none: they are code, and their findings name the node.
///
/// ```swift
/// let here = FileLocation(file: "screens/recipe.json", line: 12, column: 7)
/// here.description  // "screens/recipe.json:12:7"
/// ```
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file's path as the person named it (relative to where the command ran).
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

  /// Where `position` is in `file`; nil when the reader had no position.
  init?(file: String, _ position: JSONPosition?) {
    guard let position else { return nil }
    self.init(file: file, line: position.line, column: position.column)
  }

  /// `FILE:LINE:COLUMN`, as compilers and editors read it; control characters in
  /// the file's name shown visibly, since it is printed to a terminal.
  public var description: String { "\(file.visible):\(line):\(column)" }
}
