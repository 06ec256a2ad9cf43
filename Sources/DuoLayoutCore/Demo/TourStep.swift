/// One timed line of a tour: a key pressed, a caption shown, or the speed of
/// motion set, at its time in seconds from the tour's start.
public struct TourStep: Hashable, Sendable {
  /// What happens at the step's time.
  public enum Action: Hashable, Sendable {
    /// A key, pressed as if typed.
    case key(Key)
    /// A caption for the band under the phone, shown until the next one.
    case say(String)
    /// Every glide and the faithful timeline play this many times slower (1: normal).
    case slow(Double)
    /// The keys on screen on or off (`keys on`, `keys off`).
    case keys(Bool)
  }

  public var time: Double
  public var action: Action

  public init(time: Double, action: Action) {
    self.time = time
    self.action = action
  }

  public init(time: Double, key: Key) {
    self.init(time: time, action: .key(key))
  }

  /// The key pressed, if the step presses one.
  public var key: Key? {
    if case .key(let key) = action { key } else { nil }
  }
}
