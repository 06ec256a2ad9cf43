/// How the emulator moves when the phone changes pose.
public struct MotionSettings: Hashable, Sendable, Codable {
  /// Reduce Motion (Apple's HIG, Motion): no movement; nodes take their new place at once and
  /// only nodes that appear get a short fade.
  public var reduceMotion = false
  /// Play out the measured order of a change (measured on the iPhone Duo simulator): the size class before the
  /// size on close, the width in steps on open, the hinge before the fold region.
  public var faithfulTimeline = false

  public init(reduceMotion: Bool = false, faithfulTimeline: Bool = false) {
    self.reduceMotion = reduceMotion
    self.faithfulTimeline = faithfulTimeline
  }
}
