/// One item of a toolbar: every item has a symbol and a title (Tech Talk 111462).
/// The symbol shows on a vertical bar, both on a horizontal one.
///
/// ```swift
/// BarItem("reply", symbol: "↩", title: "Reply", key: ListDetailPattern.key(for: .reply))
/// ```
public struct BarItem: Hashable, Sendable {
  /// The last part of the node ID: `reply` becomes `toolbar.reply`.
  public var name: String
  /// Shown on every bar: alone on a vertical one, before the title on a horizontal one.
  public var symbol: String
  /// Shown after the symbol on a horizontal bar; a vertical bar has room for the symbol only.
  public var title: String
  /// The pattern's key for what the item does: a click on the item presses it
  /// (`LayoutNode.key`). Nil only for an item the pattern's `tap` answers (a tab).
  public var key: Key?
  /// How the control stands out: `selected` while its mark is on (a flagged message),
  /// `muted` when it has nothing to act on (no bookmark to return to).
  public var emphasis: Emphasis

  public init(
    _ name: String, symbol: String, title: String, key: Key? = nil, emphasis: Emphasis = .normal
  ) {
    self.name = name
    self.symbol = symbol
    self.title = title
    self.key = key
    self.emphasis = emphasis
  }
}
