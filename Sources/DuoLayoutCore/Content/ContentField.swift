/// A `name: value` line at the top of a `Content/` data file.
public struct ContentField: Hashable, Sendable {
  public var name: String
  /// The value, trimmed, with the line it is on.
  public var value: ContentLine

  public init(name: String, value: ContentLine) {
    self.name = name
    self.value = value
  }
}
