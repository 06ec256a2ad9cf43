/// One row of a pattern's key table.
public struct PatternKey<Action: Hashable & Sendable>: Hashable, Sendable {
  /// Every key that performs `action`; the help lists them all on one row.
  public var keys: [Key]
  /// What the pattern's `perform` is handed when one of `keys` is pressed.
  public var action: Action
  /// The help's words for the row: `mark unread / read`.
  public var summary: String

  public init(_ keys: [Key], _ action: Action, _ summary: String) {
    self.keys = keys
    self.action = action
    self.summary = summary
  }
}
