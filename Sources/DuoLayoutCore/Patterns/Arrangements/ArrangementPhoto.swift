/// A photo the arrangements screen shows: a layer of `Content/camera-scenes.txt`
/// (the secondary view) and its details (the primary).
public struct ArrangementPhoto: Hashable, Sendable, Codable {
  /// The drawing's layer.
  public var layer: String
  public var title: String
  /// One paragraph, wrapped to the primary view.
  public var details: String
}
