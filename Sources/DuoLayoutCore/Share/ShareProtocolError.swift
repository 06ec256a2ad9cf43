/// Why a conversation between host and guest cannot go on: a frame that is not
/// one (an unknown tag, a length past the limit, a payload that does not parse),
/// or a message out of its place. One line, said on both screens; the guest is
/// dropped.
///
/// ```swift
/// ShareProtocolError("a key before the hello").description
/// ```
public struct ShareProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
