/// What a key does in the feed.
public enum FeedAction: Hashable, Sendable {
  case left, right, up, down, pageUp, pageDown, first, last
  case selectionToTop, like, save, top
}
