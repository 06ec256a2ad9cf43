/// What reaches the reducer: a key, a new terminal size, or the clock moving on
/// while something animates. Time comes with every event; the core has no clock.
public enum Event: Hashable, Sendable {
  case key(Key)
  case resize(TerminalSize)
  case tick
}
