/// One tile of a grid: an ID (the item the grid's action opens), a symbol drawn
/// in the tile, and the alt text a screen reader would say (shown beside the
/// symbol where the tile has room).
///
/// ```json
/// {"id": "beach", "symbol": "☀", "alt": "A beach at noon"}
/// ```
public struct GridTile: Hashable, Sendable, Codable {
  public var id: String
  public var symbol: String
  public var alt: String
}
