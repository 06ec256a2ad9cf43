/// One top-level section of the allotment screen: its place in the tab bar or
/// sidebar (a symbol and a title, Tech Talk 111462) and the rows of its screen.
public struct PlotTab: Hashable, Sendable, Codable {
  public var id: String
  public var symbol: String
  public var title: String
  /// The heading of the tab's screen.
  public var heading: String
  public var items: [PlotItem]

  /// The rows' IDs in order: what the tab's `ListState` moves through.
  public var itemIDs: [String] { items.map(\.id) }
}
