/// What a key does in the list-detail pattern.
public enum ListDetailAction: Hashable, Sendable {
  case previous, next, pageUp, pageDown, first, last
  case open, back, reply, flag, toggleUnread, send
  /// The message with this ID, as a click on its row picks it.
  case select(Int)
}
