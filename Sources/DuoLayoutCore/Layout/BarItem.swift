/// One item of a toolbar: every item has a symbol and a title (seed 002, rule 10).
/// The symbol shows on a vertical bar, both on a horizontal one.
public struct BarItem: Hashable, Sendable {
  /// The last part of the node ID: `reply` becomes `toolbar.reply`.
  public var name: String
  public var symbol: String
  public var title: String
  public var emphasis: Emphasis

  public init(_ name: String, symbol: String, title: String, emphasis: Emphasis = .normal) {
    self.name = name
    self.symbol = symbol
    self.title = title
    self.emphasis = emphasis
  }
}
