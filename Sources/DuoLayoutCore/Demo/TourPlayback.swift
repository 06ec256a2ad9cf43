/// A tour being played: a scheduled source of keys inside the state, so the
/// interactive front and the headless `demo` play it the same way. Each key is
/// pressed at its time; any key the person presses stops the tour and hands over.
///
/// ```swift
/// var state = script.startState(terminal: .standard)
/// state.startTour(script, at: 0)
/// state = state.running(until: script.duration)  // the tour's keys, in time
/// ```
public struct TourPlayback: Hashable, Sendable {
  /// The tour's keys in time order.
  public var steps: [TourStep]
  /// The first step not yet pressed.
  public var next = 0
  /// When the tour started, on the caller's clock.
  public var start: Double
  /// Seconds from the start to the tour's end (after its last wait).
  public var duration: Double
  /// The caption under the phone: the last `say`, until the next.
  public var caption: String?
  /// Whether the keys show once the tour ends: as they did before it began.
  public var keysAfter = false

  public init(steps: [TourStep], start: Double, duration: Double) {
    self.steps = steps
    self.start = start
    self.duration = duration
  }

  /// True when the tour has captions (`say`), so the phone leaves a row for them.
  public var hasCaptions: Bool {
    steps.contains { if case .say = $0.action { true } else { false } }
  }

  /// True when the tour shows its keys at some point, so the phone leaves a row
  /// for them.
  public var showsKeys: Bool { Self.showsKeys(steps) }

  /// True when `steps` show a key: the overlay is on from the start, so unless a
  /// `keys off` comes before the first key, or a `keys on` comes later.
  public static func showsKeys(_ steps: [TourStep]) -> Bool {
    var on = true
    for step in steps {
      switch step.action {
      case .keys(let value):
        if value { return true }
        on = false
      case .key: if on { return true }
      case .say, .slow: break
      }
    }
    return false
  }

  /// When the next key is due, or the tour ends.
  public var nextDeadline: Double {
    next < steps.count ? start + steps[next].time : start + duration
  }

  /// The tour held where it is: the steps already played and no end, so a copy of
  /// the state can run its glides out without pressing the next key or losing the
  /// caption.
  public var held: TourPlayback {
    var copy = self
    copy.steps = Array(steps.prefix(next))
    copy.duration = .infinity
    return copy
  }

  /// True once every key is pressed and the last wait is over at `now`.
  public func isFinished(at now: Double) -> Bool {
    next >= steps.count && now >= start + duration
  }
}
