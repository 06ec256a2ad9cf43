/// What the arrangements screen shows (`Content/album.json`): photos, each a
/// layer of the camera's scenes with its title and details, shown one at a time.
public struct PhotoAlbum: Hashable, Sendable, Codable {
  public var photos: [ArrangementPhoto]

  /// The built-in album.
  public static let standard: PhotoAlbum = BuiltInContent.load("Content/album.json")

  /// The photo at `index`, kept in range (an album has at least one photo).
  public func photo(_ index: Int) -> ArrangementPhoto {
    photos[min(max(0, index), photos.count - 1)]
  }
}
