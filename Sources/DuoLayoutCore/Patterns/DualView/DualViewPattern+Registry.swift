extension DualViewPattern {
  public static let id: PatternID = "dual-view"
  public static let title = "dual view (places as a list and a map)"

  public static let catalog = [
    CatalogRow(
      "Dual view", closed: "One view and a switch", openFlat: "Both views, in sync",
      partlyFolded: "One per side", purpose: "The same data shown two ways")
  ]

  public static let pickQuestion: PickQuestion? = PickQuestion(
    5, "The same data shown two ways (list and map, source and preview)?")

  public static let auditScreens = [
    AuditScreen("list"), AuditScreen("map", keys: [.character("v")]),
  ]

  public static func repaired(_ model: DualViewModel) -> DualViewModel {
    let ids = PlaceGuide.standard.placeIDs
    var model = model
    model.places = model.places.repaired(ids: ids)
    model.starred = model.starred.filter(ids.contains)
    model.visited = model.visited.filter(ids.contains)
    return model
  }
}

extension PatternID {
  /// Places as a list and a map: `DualViewPattern`.
  public static let dualView = DualViewPattern.id
}

extension AppModels {
  /// The places screen's model.
  public var dualView: DualViewModel {
    get { self[DualViewPattern.self] }
    set { self[DualViewPattern.self] = newValue }
  }
}
