extension CameraPattern {
  public static let id: PatternID = "camera"
  public static let title = "displacement (a camera's centred shutter)"

  public static let catalog = [
    CatalogRow(
      "Displacement", closed: "Unchanged", openFlat: "Unchanged",
      partlyFolded: "Controls move to the trailing region; content stays",
      purpose: "Any screen with a control you place yourself near the middle")
  ]

  public static let pickQuestion: PickQuestion? = PickQuestion(
    9, "Any screen with a control you place yourself near the middle?", role: .addition)

  public static let auditScreens = [
    AuditScreen("viewfinder"),
    AuditScreen("front-with-grid", keys: [.character("r"), .character("g")]),
  ]

  public static func repaired(_ model: CameraModel) -> CameraModel {
    var model = model
    model.photos = model.photos.filter { $0 == "front" || $0 == "back" }
    return model
  }
}

extension PatternID {
  /// The camera: `CameraPattern`.
  public static let camera = CameraPattern.id
}

extension AppModels {
  /// The camera's model.
  public var camera: CameraModel {
    get { self[CameraPattern.self] }
    set { self[CameraPattern.self] = newValue }
  }
}
