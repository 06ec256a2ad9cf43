/// What the places screen keeps above its layout: the selected place (one
/// selection for both views, so they stay in sync), the top of the list, which
/// view the closed phone shows, and the starred and visited places.
public struct DualViewModel: PatternModel {
  public var places = ListState()
  /// True while the closed phone shows the map rather than the list.
  public var showsMap = false
  public var starred: Set<String> = []
  public var visited: Set<String> = []
  /// What is shown: the built-in guide, or a screen file's (`ContentPattern`).
  /// Not saved: it comes from the program or the file, never from a session.
  public var guide: PlaceGuide {
    get { givenGuide ?? .standard }
    set { givenGuide = newValue }
  }
  /// A screen file's content; nil while the sample shows, so a fresh model reads
  /// no content file (every start makes fresh models of every pattern).
  private var givenGuide: PlaceGuide?

  public init() {}

  enum CodingKeys: String, CodingKey {
    case places, showsMap, starred, visited
  }
}
