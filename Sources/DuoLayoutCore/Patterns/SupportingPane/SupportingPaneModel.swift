/// What the recipe screen keeps above its layout: the step the cook is on (and
/// the step at the top of the list), the steps done, and whether the ingredients
/// sheet is up where the pane cannot sit beside the recipe (measured on the
/// iPhone Duo simulator: a sheet driven by the model stays up through a fold), so a fold neither loses a step nor closes the
/// sheet.
public struct SupportingPaneModel: PatternModel {
  public var steps = ListState()
  /// IDs of the steps ticked off.
  public var done: Set<String> = []
  /// The ingredients as a sheet, where they cannot show beside the recipe.
  public var sheet = SheetState()
  /// What is cooked: the built-in recipe, or a screen file's (`ContentPattern`).
  /// Not saved: it comes from the program or the file, never from a session.
  public var recipe: Recipe {
    get { givenRecipe ?? .standard }
    set { givenRecipe = newValue }
  }
  /// A screen file's content; nil while the sample shows, so a fresh model reads
  /// no content file (every start makes fresh models of every pattern).
  private var givenRecipe: Recipe?

  public init() {}

  enum CodingKeys: String, CodingKey {
    case steps, done, sheet
  }
}
