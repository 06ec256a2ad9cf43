/// A reserved region as the profile describes it: the region and when it is active.
public struct HardwareRegion: Hashable, Sendable, Codable {
  /// The region, with `isActive` false; the environment sets it from `activity`.
  public var region: ReservedRegion
  /// When the environment turns the region on: always, only while partly open, or never.
  public var activity: RegionActivity

  /// A region named `identifier`, at `frame` in the window's points, with `margins` to
  /// keep clear around it.
  public init(
    _ identifier: String, _ kind: RegionKind, _ frame: Rect, margins: EdgeInsets = .zero,
    activity: RegionActivity
  ) {
    region = ReservedRegion(
      identifier: identifier, kind: kind, frame: frame, margins: margins, isActive: false)
    self.activity = activity
  }
}
