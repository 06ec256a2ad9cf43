/// What a key does on the notes screen.
public enum ListDetailSummaryAction: Hashable, Sendable {
  case previous, next, pageUp, pageDown, first, last
  case open, back, summary, pin, reviewed
  /// The note with this ID, as a click on its row picks it.
  case select(String)
}
