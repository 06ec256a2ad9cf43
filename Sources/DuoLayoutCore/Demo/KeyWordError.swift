/// Keys written as words that cannot be read: a phrase with no closing quote, an
/// empty phrase, or a word that looks like a key name but names none. The message
/// says what is wrong and how to write it.
public struct KeyWordError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
