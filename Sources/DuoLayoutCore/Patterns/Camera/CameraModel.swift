/// What the camera remembers: which camera looks, the flash, the framing grid and
/// the photos taken. A fold in the middle of framing a shot loses none of it.
public struct CameraModel: PatternModel {
  /// True for the front camera (the face), false for the back (the Ferry Steps).
  public var front = false
  public var flash = CameraFlash.auto
  /// The rule-of-thirds lines over the viewfinder.
  public var grid = false
  /// Photos taken this session, each the camera it came from: `back`, `front`.
  public var photos: [String] = []

  public init() {}
}
