/// What a global key does. The keymap maps keys to commands; the reducer carries
/// them out.
public enum Command: Hashable, Sendable {
  case toggleHelp
  case device(DeviceAction)
  case toggleRegionOverlay
  /// The keys on screen on / off (Ctrl-]): each key pressed shows under the phone.
  case toggleKeyOverlay
  case nextPattern
  case selectPattern(PatternID)
  case toggleReduceMotion
  case toggleFaithfulTimeline
  /// Play motion slower, or at its speed again (Ctrl-Q).
  case toggleSlowMotion
  /// Hand the terminal to the shell until `fg` (Ctrl-Z).
  case suspend
  /// Draw the whole screen again (Ctrl-L).
  case repaint
  /// Switch to the next device profile (Ctrl-Y).
  case nextDevice
  /// Split View on the inner display: enter, cycle the widths and sides, leave (Ctrl-S).
  case cycleSplitView
  /// Split View off at once, from any width or side: the app has the whole display
  /// again (Ctrl-\\).
  case leaveSplitView
  /// The text size a step larger (Ctrl-A) or smaller (Ctrl-X).
  case textSize(larger: Bool)
  /// Left to right / right to left (Ctrl-F).
  case toggleDirection
  /// Save the frame on screen as pictures and text (Ctrl-P).
  case screenshot
  case quit
}
