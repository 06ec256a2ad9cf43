/// What the feed remembers: the selected card and the card at the top, both by ID
/// (Apple's `ScrollPosition`: a position by ID survives a resize, measured on the
/// iPhone Duo simulator; an offset does not), and the
/// cards liked and saved.
public struct FeedModel: PatternModel {
  /// The selected card's ID; it stays the same card through every re-layout.
  public var selection: Int = 1
  /// The ID of the card at the top of the feed.
  public var anchor: Int = 1
  /// IDs of the cards liked (♥ on the card).
  public var liked: Set<Int> = []
  /// IDs of the cards saved (★ on the card).
  public var saved: Set<Int> = []
  /// The cards: the built-in feed, or a screen file's (`ContentPattern`).
  /// Not saved: it comes from the program or the file, never from a session.
  public var feed: CardFeed {
    get { givenFeed ?? .standard }
    set { givenFeed = newValue }
  }
  /// A screen file's content; nil while the sample shows, so a fresh model reads
  /// no content file (every start makes fresh models of every pattern).
  private var givenFeed: CardFeed?

  public init() {}

  enum CodingKeys: String, CodingKey {
    case selection, anchor, liked, saved
  }
}
