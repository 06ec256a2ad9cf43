/// One row of a tab on the allotment screen: a task, a bed, a seed packet, a
/// picking, a journal entry.
public struct PlotItem: Hashable, Sendable, Codable {
  public var id: String
  public var title: String
  public var detail: String
}
