extension FeedPattern {
  public static let id: PatternID = "feed"
  public static let title = "feed reflow (a grid of cards)"

  public static let catalog = [
    CatalogRow(
      "Feed reflow", closed: "As many columns as fit", openFlat: "Even column count",
      partlyFolded: "Half the columns per side, fold as the gap",
      purpose: "Many equivalent items in a scrolling grid")
  ]

  public static let pickQuestion: PickQuestion? = PickQuestion(
    7, "Many equivalent items in a scrolling grid?")

  public static let auditScreens = [AuditScreen("cards")]

  public static func repaired(_ model: FeedModel) -> FeedModel {
    let ids = model.feed.ids
    var model = model
    model.selection = model.selection.clamped(to: ids)
    model.anchor = model.anchor.clamped(to: ids)
    model.liked = model.liked.filter(ids.contains)
    model.saved = model.saved.filter(ids.contains)
    return model
  }
}

extension FeedPattern: ContentPattern {
  public static var standardContent: CardFeed { .standard }
  public static var contentPath: WritableKeyPath<FeedModel, CardFeed> { \.feed }

  /// A card's node is numbered as the cards are, from 1.
  public static func declaration(ofNode nodeID: String, in json: JSONValue, model: Model?)
    -> JSONValue?
  {
    ContentItem.numbered(nodeID, prefix: "feed.card.", in: json["cards"])
  }

  /// A feed needs a card to select.
  public static func problem(in feed: CardFeed, json: JSONValue) -> (JSONValue, String)? {
    guard feed.cards.isEmpty else { return nil }
    return (
      json["cards"] ?? json,
      "cards: a feed has no cards — add {\"title\": \"…\", \"text\": \"…\"}"
    )
  }
}

extension PatternID {
  /// The feed of cards: `FeedPattern`.
  public static let feed = FeedPattern.id
}

extension AppModels {
  /// The feed's model.
  public var feed: FeedModel {
    get { self[FeedPattern.self] }
    set { self[FeedPattern.self] = newValue }
  }
}
