/// What a key does on the recipe screen.
public enum SupportingPaneAction: Hashable, Sendable {
  case previous, next, pageUp, pageDown, first, last
  case toggleDone, ingredients, dismiss, restart
  /// The step with this ID, as a click on its row picks it.
  case select(String)
}
