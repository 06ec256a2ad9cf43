/// A token that looks like a key name but names no key.
public struct KeyNameError: Error, Hashable, Sendable, CustomStringConvertible {
  public var name: String
  public var reason: String
  public var description: String { "unknown key '\(name)': \(reason)" }
}
