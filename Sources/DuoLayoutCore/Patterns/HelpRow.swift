/// One row of the help overlay and of `duoterm keys`: the keys and what they do.
/// Empty keys start a section (its title is the summary).
///
/// ```swift
/// HelpRow(keys: "F2, Ctrl-O", summary: "open / close the phone")
/// ```
public struct HelpRow: Hashable, Sendable {
  public var keys: String
  public var summary: String

  public init(keys: String, summary: String) {
    self.keys = keys
    self.summary = summary
  }
}
