/// A key's move of the selection in a list: the six moves every list screen has,
/// named once so each pattern's action carries one (`.move(.pageDown)`) and
/// `ListState.apply` does it, rather than each pattern spelling the six out.
///
/// ```swift
/// var list = ListState()
/// list.apply(.last, in: ["harbour", "mill", "chapel"], capacity: 2)  // "chapel"
/// list.apply(.up, in: ["harbour", "mill", "chapel"], capacity: 2)    // "mill"
/// ```
public enum ListMove: Hashable, Sendable, CaseIterable {
  /// The item above (a row up in a grid).
  case up
  /// The item below (a row down in a grid).
  case down
  /// A screen up.
  case pageUp
  /// A screen down.
  case pageDown
  /// The first item.
  case first
  /// The last item.
  case last
}
