/// One step of a recipe: what to do, how long it takes when a timer is worth
/// setting, and the ingredients it uses (by ID).
public struct RecipeStep: Hashable, Sendable, Codable {
  public var id: String
  public var text: String
  public var minutes: Int?
  public var uses: [String]
}
