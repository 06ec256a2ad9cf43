/// A list's item IDs in order, as `ListState` reads them: by position, and the
/// position of an ID. An array finds an ID by looking through it; an
/// `ItemIndex` (a screen file's rows) looks it up, so a key in a list of
/// 100,000 rows costs what it does in a list of ten.
///
/// ```swift
/// ["harbour", "mill"].position(of: "mill")               // 1
/// ItemIndex(["harbour", "mill"]).position(of: "mill")    // 1, by lookup
/// ```
public protocol ItemIDs: RandomAccessCollection where Element == String, Index == Int {
  /// The position of `id`, or nil when the list has no such item.
  func position(of id: String) -> Int?
}

extension Array: ItemIDs where Element == String {
  public func position(of id: String) -> Int? { firstIndex(of: id) }
}
