/// The guide the dual view shows two ways, as a list and as a map
/// (`Content/places.json`): places in Ambry, on both banks of its river.
public struct PlaceGuide: Hashable, Sendable, Codable {
  public var title: String
  /// How far down the map the river runs, 0 to 1.
  public var river: Double
  public var places: [Place]

  /// The built-in guide.
  public static let standard: PlaceGuide = BuiltInContent.load("Content/places.json")

  /// The places' IDs in order: what `ListState` moves through.
  public var placeIDs: [String] { places.map(\.id) }
}
