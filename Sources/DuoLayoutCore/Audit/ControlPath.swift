/// Where a control goes in a pose that does not show it, declared by its pattern (or
/// screen file): the audit's `control-lost` rule accepts its absence only where the
/// path's `reachedBy` node is on the glass. A one-pane list-detail shows no Send
/// button on the list: opening a message from the list reaches it; a two-pane one
/// shows no Back: the list it goes back to is already there.
///
/// ```swift
/// static let controlPaths = [
///   ControlPath("detail.send", reachedBy: "list", how: "open a message from the list")
/// ]
/// ```
public struct ControlPath: Hashable, Sendable {
  /// The control's ID.
  public var control: String
  /// The node that must be shown where the control is not: the sheet's or overflow
  /// menu's button, a switch, or the pane the control leads to.
  public var reachedBy: String
  /// How a person gets there, for the report.
  public var how: String

  public init(_ control: String, reachedBy: String, how: String) {
    self.control = control
    self.reachedBy = reachedBy
    self.how = how
  }
}
