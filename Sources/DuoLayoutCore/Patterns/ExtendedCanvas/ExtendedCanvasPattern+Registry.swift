extension ExtendedCanvasPattern {
  public static let id: PatternID = "extended-canvas"
  public static let title = "extended canvas (a map of Ambry)"

  public static let catalog = [
    CatalogRow(
      "Extended canvas", closed: "Canvas", openFlat: "Canvas across the fold",
      partlyFolded: "Canvas across; tools move to one side",
      purpose: "One continuous surface to pan or draw on (map, canvas, timeline)")
  ]

  public static let pickQuestion: PickQuestion? = PickQuestion(
    8, "One continuous surface to pan or draw on (map, canvas, timeline)?")

  public static let auditScreens = [
    AuditScreen("map"), AuditScreen("zoomed-in", keys: [.character("+")]),
  ]

  public static func repaired(_ model: ExtendedCanvasModel) -> ExtendedCanvasModel {
    var model = model
    model.viewport = model.viewport.repaired(within: map.bounds, zoom: zooms)
    return model
  }
}

extension PatternID {
  /// The map: `ExtendedCanvasPattern`.
  public static let extendedCanvas = ExtendedCanvasPattern.id
}

extension AppModels {
  /// The extended canvas's model.
  public var extendedCanvas: ExtendedCanvasModel {
    get { self[ExtendedCanvasPattern.self] }
    set { self[ExtendedCanvasPattern.self] = newValue }
  }
}
