/// A tab view's state: the tab shown, by ID, and each tab's own state, kept while
/// another tab is shown (measured on the iPhone Duo simulator: state held in the swapped views, the
/// chosen tab, did not survive a fold; here it lives above them). A tab bar on the
/// closed phone and a sidebar open are two looks of this one state.
///
/// Only tabs whose state differs from a fresh one are stored, so two states that
/// show the same are equal.
///
/// ```swift
/// var tabs = TabsState<ListState>()
/// let ids = ["today", "beds", "notes"]
/// tabs.selectNext(in: ids)                  // "beds"
/// tabs["beds"].selection = "bed-3"          // the beds tab's own list
/// tabs.selectNext(in: ids)                  // "notes"; "bed-3" stays selected in beds
/// ```
public struct TabsState<Tab: PatternModel>: PatternModel {
  /// The tab shown, by ID; nil for the first (a tab view always shows one).
  public var selected: String?
  /// Each tab's own state, by tab ID: only those that differ from fresh.
  public private(set) var tabs: [String: Tab] = [:]

  public init() {}

  public init(selected: String?) {
    self.selected = selected
  }

  /// The state of tab `id`: fresh until something changes it.
  public subscript(id: String) -> Tab {
    get { tabs[id] ?? Tab() }
    set { tabs[id] = newValue == Tab() ? nil : newValue }
  }

  /// The tab shown, of the tabs `ids`: the selected one, or the first when the
  /// selection names none of them.
  public func selectedID(in ids: [String]) -> String? {
    selected.flatMap { ids.contains($0) ? $0 : nil } ?? ids.first
  }

  /// Shows the tab after the one shown, wrapping around.
  public mutating func selectNext(in ids: [String]) { step(by: 1, in: ids) }

  /// Shows the tab before the one shown, wrapping around.
  public mutating func selectPrevious(in ids: [String]) { step(by: -1, in: ids) }

  /// The state with only the tabs `ids` names, each tab's state repaired by `tab`
  /// (given the tab's ID), and a selection that names one of them or none.
  public func repaired(ids: [String], tab: (String, Tab) -> Tab = { $1 }) -> TabsState {
    var result = TabsState(selected: selected.flatMap { ids.contains($0) ? $0 : nil })
    for (id, state) in tabs where ids.contains(id) { result[id] = tab(id, state) }
    return result
  }

  private mutating func step(by amount: Int, in ids: [String]) {
    guard !ids.isEmpty else { return }
    let index = selectedID(in: ids).flatMap { ids.firstIndex(of: $0) } ?? 0
    selected = ids[((index + amount) % ids.count + ids.count) % ids.count]
  }
}
