/// What a change of pose hands the app, and when (measured on the iPhone Duo
/// simulator, Xcode 27.1), each with its basis. The faithful timeline plays these out;
/// the plain one animates over `duration`.
public struct TransitionTimings: Hashable, Sendable, Codable {
  /// A layout change glides over this long, with no bounce.
  public var duration: Fact<Double>
  /// Under Reduce Motion, new nodes fade in over this long.
  public var reduceMotionFade: Fact<Double>
  /// Frames per second the terminal is drawn at while something moves.
  public var framesPerSecond: Fact<Double>
  /// On close, the size class flips this long before the new size arrives.
  public var closeSizeClassLead: Fact<Double>
  /// On open, the times of the in-between updates after the change, in order:
  /// the insets go, the new size comes, the insets come back. Fewer times play
  /// fewer updates; none plays the new size at once.
  public var openWidthSteps: Fact<[Double]>
  /// From closed sideways, the size class turns regular this long before the size.
  public var openSidewaysSizeClassLead: Fact<Double>
  /// Folding, the hinge status changes this long before the fold region turns active.
  public var foldRegionDelay: Fact<Double>

  public init(
    duration: Fact<Double>, reduceMotionFade: Fact<Double>, framesPerSecond: Fact<Double>,
    closeSizeClassLead: Fact<Double>, openWidthSteps: Fact<[Double]>,
    openSidewaysSizeClassLead: Fact<Double>, foldRegionDelay: Fact<Double>
  ) {
    self.duration = duration
    self.reduceMotionFade = reduceMotionFade
    self.framesPerSecond = framesPerSecond
    self.closeSizeClassLead = closeSizeClassLead
    self.openWidthSteps = openWidthSteps
    self.openSidewaysSizeClassLead = openSidewaysSizeClassLead
    self.foldRegionDelay = foldRegionDelay
  }
}
