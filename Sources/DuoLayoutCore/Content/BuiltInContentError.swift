/// Why a built-in content file does not read: `FILE:LINE:COL: what — fix`.
public struct BuiltInContentError: Error, Hashable, Sendable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
