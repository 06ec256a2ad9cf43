/// One card of the feed pattern. Its ID is its place in the feed (`CardFeed`).
public struct FeedCard: Hashable, Sendable, Codable {
  /// Set in the card's top border after its ID: `<id> · <title>`.
  public var title: String
  /// The card's body, wrapped inside its box after the ♥ and ★ marks.
  public var text: String

  public init(title: String, text: String) {
    self.title = title
    self.text = text
  }
}
