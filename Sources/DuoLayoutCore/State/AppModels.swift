/// One model per pattern, held by the emulator state above every layout, so no
/// fold, rotation or pattern switch can lose what is in them.
public struct AppModels: Hashable, Sendable, Codable {
  /// The mailbox of the list-detail pattern.
  public var listDetail = ListDetailModel()
  /// The book's reading position and bookmark, for the two-page pattern.
  public var twoPage = TwoPageModel()
  /// The feed's selection, top card and marks.
  public var feed = FeedModel()
  /// The shared screen's games, seat gate and settings.
  public var shared = SharedScreenModel()

  public init() {}
}
