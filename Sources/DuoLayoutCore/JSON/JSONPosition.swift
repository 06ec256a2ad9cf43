/// Where a value starts in the JSON text it was read from, so an error can point at
/// it: a 1-based line and column, and the byte offset from the start of the text.
///
/// A line ends at LF, CR LF or a lone CR. The column counts Unicode scalars from
/// the start of the line, 1 for the first: one per character for most text, as a
/// person counts them, and exact for any text (a grapheme count would depend on the
/// Unicode version and on how an editor draws emoji sequences). A byte order mark
/// at the start of the text is not counted.
///
/// ```swift
/// let value = try JSONReader.parse("{\n  \"né\": 12\n}")
/// value["né"]?.position  // 2:9 (line 2, column 9), offset 11
/// ```
public struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
  /// The line, 1 for the first.
  public var line: Int
  /// The Unicode scalar on the line, 1 for the first.
  public var column: Int
  /// Bytes of UTF-8 before it, from the start of the text (a byte order mark included).
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `LINE:COLUMN`, as error messages start.
  public var description: String { "\(line):\(column)" }
}
