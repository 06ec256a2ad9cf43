/// One line of a recipe's ingredients: `90 ml · olive oil, the good one`.
public struct Ingredient: Hashable, Sendable, Codable {
  public var id: String
  public var amount: String
  public var name: String
}
