/// One row of the keymap: the keys, what they do, and the words the help shows.
public struct KeyBinding: Hashable, Sendable {
  public var keys: [Key]
  public var command: Command
  public var summary: String

  public init(_ keys: [Key], _ command: Command, _ summary: String) {
    self.keys = keys
    self.command = command
    self.summary = summary
  }

  /// `F2, Ctrl-O`: the keys as the help and the README list them.
  public var keyLabels: String { keys.map(\.label).joined(separator: ", ") }
}
