/// What a key does on the notes screen.
public enum ListDetailSummaryAction: Hashable, Sendable {
  /// A move of the selection in the list (up, down, a page, first, last).
  case move(ListMove)
  case open, back, summary, pin, reviewed
  /// The note with this ID, as a click on its row picks it.
  case select(String)
}
