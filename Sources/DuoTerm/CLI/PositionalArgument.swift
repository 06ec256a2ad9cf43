/// A word a command takes that is not an option (`duoterm demo NAME`).
struct PositionalArgument: Sendable {
  /// As the synopsis writes it: `NAME`.
  var name: String
  /// What it is, in a few words.
  var help: String
  /// True when the command takes several (`demo --check A B`).
  var repeats = false
}
