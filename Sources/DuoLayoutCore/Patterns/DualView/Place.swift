/// One place on the dual view's guide: where it is on the map (0 to 100 across,
/// 0 to 100 down, so the map scales to any view) and a line about it.
public struct Place: Hashable, Sendable, Codable {
  public var id: String
  public var name: String
  public var kind: String
  public var x: Double
  public var y: Double
  public var note: String
}
