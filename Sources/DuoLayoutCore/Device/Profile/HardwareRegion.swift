/// A reserved region as the profile describes it: the region and when it is active.
public struct HardwareRegion: Hashable, Sendable, Codable {
  /// The region, with `isActive` false; the environment sets it from `activity`.
  public var region: ReservedRegion
  public var activity: RegionActivity

  public init(
    _ identifier: String, _ kind: RegionKind, _ frame: Rect, margins: EdgeInsets = .zero,
    activity: RegionActivity
  ) {
    region = ReservedRegion(
      identifier: identifier, kind: kind, frame: frame, margins: margins, isActive: false)
    self.activity = activity
  }
}
