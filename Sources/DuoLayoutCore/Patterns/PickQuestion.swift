/// A question of the catalog's "Pick a pattern", asked in order by `duoterm patterns
/// --pick`: the first yes names the screen's main pattern. A pattern gives the
/// question that leads to it in `Pattern.pickQuestion`, so the questions come from
/// the registry like everything else about patterns.
///
/// ```swift
/// PickQuestion(3, "Items, each with its own detail that makes sense alone?")
/// PickQuestion(9, "Any screen with a control you place yourself near the middle?", role: .addition)
/// ```
public struct PickQuestion: Hashable, Sendable {
  /// What a yes does.
  public enum Role: Hashable, Sendable {
    /// The first such yes is the screen's main pattern.
    case main
    /// Like `main`, and the patterns of later yeses go inside it (tabs: "then pick
    /// a pattern for each tab").
    case container
    /// Added to whatever was picked ("add displacement to whatever you picked").
    case addition
  }

  /// The question's number in the seed: the order they are asked in.
  public var number: Int
  /// The question as the catalog asks it, on one line.
  public var text: String
  public var role: Role
  /// What to do with this pattern when an earlier question was already a yes
  /// (combining patterns); nil when there is nothing special to say.
  public var combining: String?

  public init(_ number: Int, _ text: String, role: Role = .main, combining: String? = nil) {
    self.number = number
    self.text = text
    self.role = role
    self.combining = combining
  }
}
