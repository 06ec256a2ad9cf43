/// Why a screen file could not be read: one line, `FILE:LINE:COL: path: what is
/// wrong — how to fix it`, and where, for an editor or the status line.
///
/// ```swift
/// do { _ = try ScreenFile.read("{", file: "a.json") } catch let problem as ScreenProblem {
///   problem.description  // "a.json:1:2: the file ends inside an object — …"
/// }
/// ```
public struct ScreenProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The whole line, file and position first.
  public var description: String
  /// Where the problem is, when the file has a place for it.
  public var source: FileLocation?

  public init(_ description: String, source: FileLocation? = nil) {
    self.description = description
    self.source = source
  }
}
