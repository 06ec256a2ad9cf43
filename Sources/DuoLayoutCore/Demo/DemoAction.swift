/// One line of a tour: a key from the keymap, text to type, a pause, a caption or
/// the speed of motion.
public enum DemoAction: Hashable, Sendable {
  case key(Key)
  case type(String)
  /// Seconds to wait.
  case wait(Double)
  /// A caption under the phone, until the next `say`.
  case say(String)
  /// Motion this many times slower (1: normal speed).
  case slow(Double)
  /// `keys on` / `keys off`: the keys pressed shown under the phone (on unless a
  /// tour turns them off).
  case keys(Bool)
  /// `wait settled`: until nothing moves (no glide, no timeline step), at most
  /// `timeout` seconds; resolved to a plain wait by `TourCheck` before it plays.
  case waitSettled(timeout: Double)
  /// `wait until "TEXT"`: until the text is on screen, at most `timeout` seconds.
  case waitUntil(String, timeout: Double)
  /// `expect …`: checked by `duoterm demo --check`; nothing happens on screen.
  case expect(TourExpectation)
}
