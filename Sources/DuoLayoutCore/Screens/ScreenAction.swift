/// What a key does on a screen file's screen. The list keys pan a canvas.
public enum ScreenAction: Hashable, Sendable {
  case up, down, left, right, pageUp, pageDown, first, last
  /// Opens the selected row's detail.
  case open
  /// Back to the list, or out of a field.
  case back
  /// Focus on the next field (none after the last).
  case nextField
  /// The row with this ID, as a click picks it.
  case select(String)
  /// A control pressed by a click: it says so on the status line.
  case press(String)
}
