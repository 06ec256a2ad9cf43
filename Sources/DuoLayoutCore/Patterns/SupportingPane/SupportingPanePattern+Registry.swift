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
    let ids = Recipe.standard.stepIDs
    var model = model
    model.steps = model.steps.repaired(ids: ids)
    model.done = model.done.filter(ids.contains)
    if model.sheet.isShown && !model.sheet.isShowing(sheetID) { model.sheet.dismiss() }
    return model
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
