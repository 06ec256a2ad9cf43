/// A screen of an app file as navigation shows it: the screen's ID and, when a
/// row opened it for an item (a conversation, a network), that item's ID, so the
/// same screen keeps one set of values per item.
///
/// ```swift
/// AppPlace(screen: "thread", item: "ada")
/// ```
public struct AppPlace: Hashable, Sendable, Codable {
  public var screen: String
  public var item: String?

  public init(screen: String, item: String? = nil) {
    self.screen = screen
    self.item = item
  }

  /// `screen` or `screen@item`: how the state keys what belongs to the place.
  public var key: String { AppState.placeKey(screen, item: item) }
}
