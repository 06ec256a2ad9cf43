/// The recipe the supporting-pane pattern cooks from (`Content/recipe.json`):
/// original, plausible, long enough to scroll on the closed phone.
public struct Recipe: Hashable, Sendable, Codable {
  public var title: String
  /// The line under the title: how many it serves, how long it takes.
  public var serves: String
  public var ingredients: [Ingredient]
  public var steps: [RecipeStep]

  /// The built-in recipe.
  public static let standard: Recipe = BuiltInContent.load("Content/recipe.json")

  /// The steps' IDs in order: what `ListState` moves through.
  public var stepIDs: [String] { steps.map(\.id) }

  /// The ingredients `step` uses, in the recipe's order.
  public func ingredients(of step: RecipeStep) -> [Ingredient] {
    ingredients.filter { step.uses.contains($0.id) }
  }
}
