/// One line of a tour: a key from the keymap, text to type, or a pause.
public enum DemoAction: Hashable, Sendable {
  case key(Key)
  case type(String)
  /// Seconds to wait.
  case wait(Double)
}
