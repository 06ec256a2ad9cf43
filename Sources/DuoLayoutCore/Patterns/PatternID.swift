/// A pattern's name: on the command line, the status line, in tours and in saved
/// sessions. The set of patterns is the registry's (`PatternRegistry`), not a closed
/// list here, so adding a pattern adds no case anywhere.
///
/// ```swift
/// let id: PatternID = "list-detail"
/// id.argument                                  // "list-detail"
/// PatternRegistry.standard.entry(id)?.title    // "list-detail (a mailbox)"
/// ```
public struct PatternID: Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The name used on the command line and the status line: `list-detail`.
  public let argument: String

  public init(_ argument: String) {
    self.argument = argument
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  public init(from decoder: any Decoder) throws {
    argument = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(argument)
  }

  public var description: String { argument }
}
