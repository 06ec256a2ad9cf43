/// Item IDs with each one's position looked up rather than searched for: made
/// once when content is read (a screen file's rows), then every key and frame
/// finds the selection in constant time, whatever the list's length.
///
/// ```swift
/// let rows = ItemIndex(["harbour", "mill", "chapel"])
/// rows.position(of: "chapel")   // 2
/// rows[0]                       // "harbour"
/// ```
public struct ItemIndex: ItemIDs, Hashable, Sendable {
  /// The IDs in order.
  public let ids: [String]
  /// Each ID's position; the first one's where an ID is written twice.
  private let positions: [String: Int]

  public init(_ ids: [String]) {
    self.ids = ids
    var positions: [String: Int] = [:]
    positions.reserveCapacity(ids.count)
    for (index, id) in ids.enumerated() where positions[id] == nil { positions[id] = index }
    self.positions = positions
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { ids.count }
  public subscript(position: Int) -> String { ids[position] }

  public func position(of id: String) -> Int? { positions[id] }

  /// Equal when the IDs are: the positions follow from them.
  public static func == (lhs: ItemIndex, rhs: ItemIndex) -> Bool { lhs.ids == rhs.ids }
  public func hash(into hasher: inout Hasher) { hasher.combine(ids) }
}
