/// One card of the feed pattern.
public struct FeedCard: Hashable, Sendable, Identifiable {
  /// 1-based, stable: node IDs are `feed.card.<id>`.
  public var id: Int
  /// Set in the card's top border after its ID: `<id> · <title>`.
  public var title: String
  /// The card's body, wrapped inside its box after the ♥ and ★ marks.
  public var text: String

  public init(id: Int, title: String, text: String) {
    self.id = id
    self.title = title
    self.text = text
  }
}
