/// What a key does in the feed.
public enum FeedAction: Hashable, Sendable {
  case left, right, up, down, pageUp, pageDown, first, last
  case selectionToTop, like, save, top
  /// A click on a card: selects the card with that ID.
  case select(Int)
}
