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
}
