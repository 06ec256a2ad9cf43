/// One item of a toolbar: every item has a symbol and a title (seed 002, rule 10).
/// The symbol shows on a vertical bar, both on a horizontal one.
public struct BarItem: Hashable, Sendable {
  /// The last part of the node ID: `reply` becomes `toolbar.reply`.
  public var name: String
  /// Shown on every bar: alone on a vertical one, before the title on a horizontal one.
  public var symbol: String
  /// Shown after the symbol on a horizontal bar; a vertical bar has room for the symbol only.
  public var title: String
  /// How the control stands out: `selected` while its mark is on (a flagged message),
  /// `muted` when it has nothing to act on (no bookmark to return to).
  public var emphasis: Emphasis

  public init(_ name: String, symbol: String, title: String, emphasis: Emphasis = .normal) {
    self.name = name
    self.symbol = symbol
    self.title = title
    self.emphasis = emphasis
  }
}
