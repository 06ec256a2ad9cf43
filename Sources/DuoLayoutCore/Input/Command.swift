/// What a global key does. The keymap maps keys to commands; the reducer carries
/// them out.
public enum Command: Hashable, Sendable {
  case toggleHelp
  case device(DeviceAction)
  case toggleRegionOverlay
  case nextPattern
  case selectPattern(PatternID)
  case toggleReduceMotion
  case toggleFaithfulTimeline
  case quit
}
