/// Something the reducer asks the front to do: the core decides, the front does
/// the I/O and reports back with an event (`sessionSaved`, `sessionSaveFailed`…).
///
/// ```swift
/// let step = update(state, .key(.control("z")), at: now)
/// step.effects  // [.suspend]
/// ```
public enum Effect: Hashable, Sendable {
  /// Write the session: a change has settled for `Autosave.delay`, or the session ends.
  case saveSession(SessionSnapshot)
  /// Write the remembered settings: a key changed them.
  case saveSettings(SharedSettings)
  /// Give the terminal back to the shell until the person resumes it (Ctrl-Z).
  case suspend
  /// Draw every cell again (Ctrl-L): something else wrote over the screen.
  case repaint
  /// Load the device profile after this one (built-in and the person's own) and
  /// hand it back with `.useDevice`.
  case nextDevice
  /// Save the frame on screen (SVG, text and ANSI), named for the pattern and pose;
  /// the front says where with `.notice`.
  case screenshot
  /// End the session (the person quit).
  case quit
}
