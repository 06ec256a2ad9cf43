/// A section of a `Content/` data file: `[layer names]` and the lines up to the
/// next section, kept as they are (in a drawing, `#` is a character), without the
/// blank lines that end it.
public struct ContentSection: Hashable, Sendable {
  /// The first word in the brackets: `grid`, `layer`, `chapter`.
  public var kind: String
  /// The rest of the brackets, trimmed: `names`, `0:00 The Ferry Steps`.
  public var name: String
  /// The line of the brackets.
  public var line: Int
  public var lines: [ContentLine]

  public init(kind: String, name: String, line: Int, lines: [ContentLine]) {
    self.kind = kind
    self.name = name
    self.line = line
    self.lines = lines
  }
}
