/// A change of layout being animated: the tree as it was shown when the change
/// came, when it started and how long it runs. The target is never stored: it is
/// the current layout, so a key pressed mid-animation changes where things go and
/// the animation follows.
public struct Transition: Hashable, Sendable {
  /// The frame that was on screen when the change came (itself maybe in-between),
  /// without its fades (`TreeInterpolation.flattened`): never larger than a layout.
  public let from: LayoutNode
  /// `from`'s nodes by ID, made once for the glide's every frame.
  let fromNodes: [String: LayoutNode]
  /// The display `from` was drawn on.
  public var fromDisplay: Display
  /// When the change came, in seconds on the caller's clock.
  public var start: Double
  /// Seconds it runs: the profile's glide, or its fade under Reduce Motion.
  public var duration: Double
  /// True under Reduce Motion: nothing moves, appearing nodes fade in.
  public var reduceMotion: Bool

  public init(
    from: LayoutNode, fromDisplay: Display, start: Double, duration: Double, reduceMotion: Bool
  ) {
    self.from = from
    fromNodes = TreeInterpolation.index(from)
    self.fromDisplay = fromDisplay
    self.start = start
    self.duration = duration
    self.reduceMotion = reduceMotion
  }

  /// Linear progress at `now`: 0 at the start, 1 at the end and after.
  public func progress(at now: Double) -> Double {
    guard duration > 0 else { return 1 }
    return min(1, max(0, (now - start) / duration))
  }

  /// The frame at `now` on the way to `target`, the current layout.
  public func frame(to target: LayoutNode, at now: Double) -> LayoutNode {
    TreeInterpolation.tree(
      from: from, index: fromNodes, to: target, progress: progress(at: now),
      reduceMotion: reduceMotion)
  }

  /// True from `start + duration` on; the reducer then drops the transition.
  public func isFinished(at now: Double) -> Bool { now >= start + duration }
}

extension Transition {
  // `fromNodes` follows from `from`: equal `from`s have equal indexes.
  public static func == (lhs: Transition, rhs: Transition) -> Bool {
    lhs.from == rhs.from && lhs.fromDisplay == rhs.fromDisplay && lhs.start == rhs.start
      && lhs.duration == rhs.duration && lhs.reduceMotion == rhs.reduceMotion
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(from)
    hasher.combine(fromDisplay)
    hasher.combine(start)
    hasher.combine(duration)
    hasher.combine(reduceMotion)
  }
}
