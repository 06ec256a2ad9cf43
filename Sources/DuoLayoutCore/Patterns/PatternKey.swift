/// One row of a pattern's key table.
public struct PatternKey<Action: Hashable & Sendable>: Hashable, Sendable {
  public var keys: [Key]
  public var action: Action
  public var summary: String

  public init(_ keys: [Key], _ action: Action, _ summary: String) {
    self.keys = keys
    self.action = action
    self.summary = summary
  }
}
