extension FeedPattern {
  public static let id: PatternID = "feed"
  public static let title = "feed reflow (240 cards)"

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
    let ids = 1...FeedCards.cards.count
    var model = model
    model.selection = model.selection.clamped(to: ids)
    model.anchor = model.anchor.clamped(to: ids)
    model.liked = model.liked.filter(ids.contains)
    model.saved = model.saved.filter(ids.contains)
    return model
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
