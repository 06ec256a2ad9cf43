/// One model per pattern, held by the emulator state above every layout, so no
/// fold, rotation or pattern switch can lose what is in them.
public struct AppModels: Hashable, Sendable, Codable {
  public var listDetail = ListDetailModel()
  public var twoPage = TwoPageModel()
  public var feed = FeedModel()
  public var shared = SharedScreenModel()

  public init() {}
}
