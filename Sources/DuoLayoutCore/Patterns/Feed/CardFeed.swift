/// The cards the feed pattern shows (`Content/feed.json`): a local neighbourhood
/// feed of 240 cards, 24 places and 10 kinds of post, every place meeting every
/// kind once and neighbouring cards never sharing a place. Every 37th card has a
/// title beyond ASCII (CJK, an emoji, a ZWJ sequence, a combining mark, VS16) to
/// exercise the renderer.
///
/// A card's ID is its place, from 1: its node is `feed.card.<id>`, and the model
/// keeps the selection, the top card, the liked and the saved by it.
///
/// ```swift
/// let feed = CardFeed.standard
/// feed.cards[36].title   // "東京 night market": card 37
/// ```
public struct CardFeed: Hashable, Sendable, Codable {
  public var cards: [FeedCard]

  /// The built-in feed.
  public static let standard: CardFeed = BuiltInContent.load(
    "Content/feed.json", direct: CardFeed.init(direct:))

  /// The cards' IDs, 1 to the number of cards (at least 1: the model's start).
  public var ids: ClosedRange<Int> { 1...max(1, cards.count) }
}
