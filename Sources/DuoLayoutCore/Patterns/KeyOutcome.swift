/// What a pattern did with a key: nothing (it has no use for it), or something,
/// with a line for the status line when the screen alone would not show what
/// changed (a mark set, a message pushed beside the list, a mark that is not there).
///
/// ```swift
/// var model = TwoPageModel()
/// TwoPagePattern.handle(.character("g"), &model, in: env)
/// // .handled(feedback: "no mark yet: M marks this place")
/// ```
public enum KeyOutcome: Hashable, Sendable {
  /// The pattern has no use for the key here.
  case unbound
  /// The key did its work; `feedback` says what changed, if the screen does not.
  case handled(feedback: String?)

  /// True unless the key was unbound.
  public var isHandled: Bool { self != .unbound }
}
