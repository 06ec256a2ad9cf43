/// What a key does on a screen file's screen. The list keys pan a canvas.
public enum ScreenAction: Hashable, Sendable {
  /// A move of the selection in the rows; up, down and first pan a canvas.
  case move(ListMove)
  /// A canvas pans west or east.
  case left, right
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
  /// A click on an app file's node, by its ID (`AppInput`).
  case node(String)
  /// An app file's tab view: the next tab, or the previous one.
  case nextTab, previousTab
  /// An app file's sheet: up a detent (+1, to large) or down one (-1, to medium).
  case sheetDetent(Int)
}
