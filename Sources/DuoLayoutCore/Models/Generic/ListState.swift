/// Where a person is in a list, by item ID (Apple's `ScrollPosition`: a position by
/// item ID survives a resize, an offset does not): the selected item and the item at
/// the top. A fold that changes how many rows fit, a wider column, content that
/// sorts differently: both stay on the same items.
///
/// The items are the content's, not the state's: every move is handed their IDs
/// in order, how many fit on screen (`capacity`) and how many share a row
/// (`stride`, 1 for a list, the column count for a grid), as the layout in the
/// same environment places them.
///
/// ```swift
/// var list = ListState()
/// let ids = ["harbour", "mill", "chapel", "pier"]
/// list.moveDown(in: ids, capacity: 2)     // "harbour": nothing was selected
/// list.moveDown(in: ids, capacity: 2)     // "mill"
/// list.moveDown(in: ids, capacity: 2)     // "chapel", and "mill" is on top now
/// list.firstVisible(in: ids, capacity: 3) // 1: one more row fits, "mill" stays on top
/// ```
public struct ListState: PatternModel {
  /// The selected item's ID; nil when nothing is selected.
  public var selection: String?
  /// The ID of the item in the top row; nil for the first item.
  public var anchor: String?

  public init() {}

  public init(selection: String?, anchor: String? = nil) {
    self.selection = selection
    self.anchor = anchor
  }

  /// The index of the selection in `ids`, or nil when nothing in `ids` is selected.
  public func selectedIndex(in ids: some ItemIDs) -> Int? {
    selection.flatMap { ids.position(of: $0) }
  }

  /// The index of the first item shown: the anchor's, unless that would hide the
  /// selection, then moved just enough, in whole rows (`ScrollAnchor`). Layout
  /// reads it and never writes it back, so no fold moves the list. For a grid
  /// whose anchor is not at a row's start it can be below 0: the first row then
  /// starts with empty places, and the columns stay where they were.
  public func firstVisible(in ids: some ItemIDs, capacity: Int, stride: Int = 1) -> Int {
    ScrollAnchor.firstVisible(
      anchor: anchor.flatMap { ids.position(of: $0) } ?? 0, selection: selectedIndex(in: ids),
      capacity: capacity, stride: stride)
  }

  /// Selects the item at `index` (kept inside the list) and keeps it on screen:
  /// the anchor moves only when the selection would leave it.
  public mutating func select(index: Int, in ids: some ItemIDs, capacity: Int, stride: Int = 1) {
    guard !ids.isEmpty else {
      selection = nil
      anchor = nil
      return
    }
    selection = ids[min(max(0, index), ids.count - 1)]
    let first = firstVisible(in: ids, capacity: capacity, stride: stride)
    anchor = ids[min(max(0, first), ids.count - 1)]
  }

  /// Selects the item `id` (a click on its row) and keeps it on screen; an ID the
  /// list does not have changes nothing.
  public mutating func select(id: String, in ids: some ItemIDs, capacity: Int, stride: Int = 1) {
    guard let index = ids.position(of: id) else { return }
    select(index: index, in: ids, capacity: capacity, stride: stride)
  }

  /// The item above (a row up in a grid); with nothing selected, the top row's.
  public mutating func moveUp(in ids: some ItemIDs, capacity: Int, stride: Int = 1) {
    let from = selectedIndex(in: ids).map { $0 - max(1, stride) }
    select(index: from ?? top(in: ids), in: ids, capacity: capacity, stride: stride)
  }

  /// The item below (a row down in a grid); with nothing selected, the top row's.
  public mutating func moveDown(in ids: some ItemIDs, capacity: Int, stride: Int = 1) {
    let from = selectedIndex(in: ids).map { $0 + max(1, stride) }
    select(index: from ?? top(in: ids), in: ids, capacity: capacity, stride: stride)
  }

  /// A screen up: the top row and the selection both move up by what fits.
  public mutating func pageUp(in ids: some ItemIDs, capacity: Int, stride: Int = 1) {
    page(by: -max(1, capacity), in: ids, capacity: capacity, stride: stride)
  }

  /// A screen down: the top row and the selection both move down by what fits.
  public mutating func pageDown(in ids: some ItemIDs, capacity: Int, stride: Int = 1) {
    page(by: max(1, capacity), in: ids, capacity: capacity, stride: stride)
  }

  /// The first item, at the top.
  public mutating func moveToFirst(in ids: some ItemIDs, capacity: Int, stride: Int = 1) {
    anchor = ids.first
    select(index: 0, in: ids, capacity: capacity, stride: stride)
  }

  /// The last item, the list scrolled just enough to show it.
  public mutating func moveToLast(in ids: some ItemIDs, capacity: Int, stride: Int = 1) {
    select(index: ids.count - 1, in: ids, capacity: capacity, stride: stride)
  }

  /// Does `move` (a key's, `ListMove`) in `ids`.
  public mutating func apply(_ move: ListMove, in ids: some ItemIDs, capacity: Int, stride: Int = 1)
  {
    switch move {
    case .up: moveUp(in: ids, capacity: capacity, stride: stride)
    case .down: moveDown(in: ids, capacity: capacity, stride: stride)
    case .pageUp: pageUp(in: ids, capacity: capacity, stride: stride)
    case .pageDown: pageDown(in: ids, capacity: capacity, stride: stride)
    case .first: moveToFirst(in: ids, capacity: capacity, stride: stride)
    case .last: moveToLast(in: ids, capacity: capacity, stride: stride)
    }
  }

  /// The state with IDs `ids` no longer holds dropped: a saved session read after
  /// the content changed, or an item taken away, selects nothing rather than
  /// something that is not there.
  public func repaired(ids: [String]) -> ListState {
    let known = Set(ids)
    return ListState(
      selection: selection.flatMap { known.contains($0) ? $0 : nil },
      anchor: anchor.flatMap { known.contains($0) ? $0 : nil })
  }

  private func top(in ids: some ItemIDs) -> Int {
    max(0, anchor.flatMap { ids.position(of: $0) } ?? 0)
  }

  private mutating func page(by amount: Int, in ids: some ItemIDs, capacity: Int, stride: Int) {
    guard !ids.isEmpty else { return }
    let top = min(max(0, top(in: ids) + amount), ids.count - 1)
    anchor = ids[top]
    let from = selectedIndex(in: ids).map { $0 + amount } ?? top
    select(index: from, in: ids, capacity: capacity, stride: stride)
  }
}
