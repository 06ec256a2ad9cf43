/// What a key does on the allotment screen.
public enum TabsToSidebarAction: Hashable, Sendable {
  case nextTab, previousTab
  /// A move of the selection in the list (up, down, a page, first, last).
  case move(ListMove)
  case tick, clear
  /// Opens (or closes) More's list of the tabs that do not fit; `closeMore` closes it.
  case more, closeMore
  /// The tab with this ID, as a click on it in the tab bar or sidebar shows it.
  case showTab(String)
  /// The row with this ID, as a click on it picks it.
  case select(String)
}
