/// What a key does on the recipe screen.
public enum SupportingPaneAction: Hashable, Sendable {
  /// A move of the selection in the list (up, down, a page, first, last).
  case move(ListMove)
  case toggleDone, ingredients, dismiss, restart
  /// The step with this ID, as a click on its row picks it.
  case select(String)
}
