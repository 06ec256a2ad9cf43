/// What a change of pose hands the app, and when (seed 003, "What each change hands
/// your app"). The faithful timeline plays these out; the plain one animates over
/// `duration`.
public struct TransitionTimings: Hashable, Sendable, Codable {
  /// A layout change glides over 0.3 s with no bounce. Basis: documented (seed 003).
  public var duration: Double = 0.3
  /// Under Reduce Motion, new nodes fade in over 0.2 s. Basis: documented (seed 003).
  public var reduceMotionFade: Double = 0.2
  /// Frames per second the terminal is drawn at while something moves. Basis: design
  /// (terminals; the device itself runs at 120 Hz, documented).
  public var framesPerSecond: Double = 60
  /// The device's displays refresh at 120 Hz (8.3 ms a frame). Basis: documented.
  public var displayRefreshRate: Double = 120
  /// On close the size class flips this long before the new size arrives. Basis:
  /// measured (25–70 ms; the middle is used).
  public var closeSizeClassLead: Double = 0.05
  /// On open a full-width view's width steps 382 → 466 → 951 → 867 pt; these are the
  /// times of the steps after the first. Basis: measured (within 50–250 ms).
  public var openWidthSteps: [Double] = [0.05, 0.15, 0.25]
  /// From closed sideways, the size class turns regular this long before the size.
  /// Basis: measured (about 16 ms, one run).
  public var openSidewaysSizeClassLead: Double = 0.016
  /// Folding, the hinge status changes this long before the fold region turns
  /// active. Basis: measured (0.7–0.9 s; the middle is used).
  public var foldRegionDelay: Double = 0.8

  /// iPhone Duo's timings: the values above.
  public init() {}
}
