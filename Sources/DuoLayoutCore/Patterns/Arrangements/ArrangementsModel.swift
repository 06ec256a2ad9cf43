/// What the arrangements screen remembers: the arrangement's style and axes (the
/// keys switch them, so a designer compares them in one pose) and the photo shown.
public struct ArrangementsModel: PatternModel {
  /// Apple's `ArrangementView`: the default style, `.automatic`, resolves to split
  /// (both axes).
  public var arrangement = Arrangement()
  /// Index into `album.photos`.
  public var photo = 0
  /// The photos shown: the built-in album, or a screen file's (`ContentPattern`).
  /// Not saved: it comes from the program or the file, never from a session.
  public var album: PhotoAlbum {
    get { givenAlbum ?? .standard }
    set { givenAlbum = newValue }
  }
  /// A screen file's content; nil while the sample shows, so a fresh model reads
  /// no content file (every start makes fresh models of every pattern).
  private var givenAlbum: PhotoAlbum?

  public init() {}

  enum CodingKeys: String, CodingKey {
    case arrangement, photo
  }
}
