/// One card of the feed pattern.
public struct FeedCard: Hashable, Sendable, Identifiable {
  /// 1-based, stable: node IDs are `feed.card.<id>`.
  public var id: Int
  public var title: String
  public var text: String

  public init(id: Int, title: String, text: String) {
    self.id = id
    self.title = title
    self.text = text
  }
}
