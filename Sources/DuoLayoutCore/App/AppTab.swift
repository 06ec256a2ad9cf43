/// One tab of a tab view root (`"root": "tabs"`): the screen it shows at the
/// bottom of its own navigation path, its symbol, and its title (the screen's
/// title when left out). Every tab has a symbol and a title, as every bar item.
///
/// ```json
/// {"screen": "library", "symbol": "▦", "title": "Library"}
/// ```
public struct AppTab: Hashable, Sendable, Codable {
  public var screen: String
  public var symbol: String
  public var title: String?

  public init(screen: String, symbol: String, title: String? = nil) {
    self.screen = screen
    self.symbol = symbol
    self.title = title
  }
}
