extension SupportingPanePattern {
  public static let id: PatternID = "supporting-pane"
  public static let title = "supporting pane (a recipe and its ingredients)"

  public static let catalog = [
    CatalogRow(
      "Supporting pane", closed: "Main content; pane in a sheet",
      openFlat: "Main plus a narrower pane", partlyFolded: "One per side",
      purpose: "A second view that only makes sense next to the main one")
  ]

  public static let pickQuestion: PickQuestion? = PickQuestion(
    4, "A second view that only makes sense next to the main one (comments, transcript, tools)?")

  public static let auditScreens = [
    AuditScreen("recipe"), AuditScreen("ingredients sheet", keys: [.character("i")]),
  ]

  public static func repaired(_ model: SupportingPaneModel) -> SupportingPaneModel {
    let ids = model.recipe.stepIDs
    var model = model
    model.steps = model.steps.repaired(ids: ids)
    model.done = model.done.filter(ids.contains)
    if model.sheet.isShown && !model.sheet.isShowing(sheetID) { model.sheet.dismiss() }
    return model
  }
}

extension SupportingPanePattern: ContentPattern {
  public static var standardContent: Recipe { .standard }
  public static var contentPath: WritableKeyPath<SupportingPaneModel, Recipe> { \.recipe }

  /// A step's row.
  public static func declaration(ofNode nodeID: String, in json: JSONValue, model: Model?)
    -> JSONValue?
  {
    ContentItem.withID(nodeID, prefix: "recipe.step.", in: json["steps"])
  }

  /// Steps and ingredients each need IDs of their own, and a step uses only
  /// ingredients the recipe has.
  public static func problem(in recipe: Recipe, json: JSONValue) -> (JSONValue, String)? {
    if recipe.steps.isEmpty {
      return (
        json,
        "steps: a recipe has no steps — add \"steps\": [{\"id\": \"first\", \"text\": \"…\", \"uses\": []}]"
      )
    }
    let ingredients = recipe.ingredients.map(\.id)
    for (key, ids) in [("steps", recipe.stepIDs), ("ingredients", ingredients)] {
      var seen: Set<String> = []
      for (index, id) in ids.enumerated() where !seen.insert(id).inserted {
        return (
          json[key]?[index] ?? json,
          "\(key)[\(index)].id: the ID \(id.quoted) is used twice — give each one its own ID"
        )
      }
    }
    for (index, step) in recipe.steps.enumerated() {
      for (use, id) in step.uses.enumerated() where !ingredients.contains(id) {
        return (
          json["steps"]?[index]?["uses"]?[use] ?? json,
          "steps[\(index)].uses[\(use)]: no ingredient has the ID \(id.quoted) — use one of \(ingredients.map(\.quoted).joined(separator: ", "))"
        )
      }
    }
    return nil
  }
}

extension PatternID {
  /// The recipe and its ingredients: `SupportingPanePattern`.
  public static let supportingPane = SupportingPanePattern.id
}

extension AppModels {
  /// The recipe screen's model.
  public var supportingPane: SupportingPaneModel {
    get { self[SupportingPanePattern.self] }
    set { self[SupportingPanePattern.self] = newValue }
  }
}
