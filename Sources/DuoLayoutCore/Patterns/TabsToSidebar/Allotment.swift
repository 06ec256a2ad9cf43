/// What the tabs-to-sidebar screen shows (`Content/allotment.json`): an
/// allotment plot's notebook in five sections.
public struct Allotment: Hashable, Sendable, Codable {
  /// The sidebar's heading.
  public var title: String
  public var tabs: [PlotTab]

  /// The built-in notebook.
  public static let standard: Allotment = BuiltInContent.load("Content/allotment.json")

  /// The tabs' IDs in order: what `TabsState` moves through.
  public var tabIDs: [String] { tabs.map(\.id) }

  /// The tab `id`, or the first.
  public func tab(_ id: String?) -> PlotTab {
    tabs.first { $0.id == id } ?? tabs[0]
  }
}
