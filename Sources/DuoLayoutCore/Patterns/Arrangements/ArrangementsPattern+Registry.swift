extension ArrangementsPattern {
  public static let id: PatternID = "arrangements"
  public static let title = "arrangements, split and overlay (a photo and its details)"

  public static let catalog = [
    CatalogRow(
      "Split arrangement", closed: "Stacked; held sideways, the primary alone",
      openFlat: "Side by side; held tall, stacked (horizontal axes: the primary alone)",
      partlyFolded: "One per side (horizontal axes, folded across: the primary alone)",
      purpose: "Main and detail content where neither may be covered"),
    CatalogRow(
      "Overlay arrangement", closed: "Primary over the secondary, at its top edge",
      openFlat: "Primary over the secondary, at its top edge",
      partlyFolded: "Secondary leading or top, primary trailing or bottom",
      purpose: "Foreground over background, such as controls over video"),
  ]

  public static let auditScreens = [
    AuditScreen("split"), AuditScreen("split-horizontal", keys: [.character("a")]),
    AuditScreen("overlay", keys: [.character("s")]),
  ]

  public static func repaired(_ model: ArrangementsModel) -> ArrangementsModel {
    var model = model
    model.photo = min(max(0, model.photo), model.album.photos.count - 1)
    return model
  }
}

extension ArrangementsPattern: ContentPattern {
  public static var standardContent: PhotoAlbum { .standard }
  public static var contentPath: WritableKeyPath<ArrangementsModel, PhotoAlbum> { \.album }

  /// An album needs a photo, and each photo is a layer the camera's scenes have.
  public static func problem(in album: PhotoAlbum, json: JSONValue) -> (JSONValue, String)? {
    if album.photos.isEmpty {
      return (
        json["photos"] ?? json,
        "photos: an album has no photos — add \"photos\": [{\"layer\": \"back\", \"title\": \"…\", \"details\": \"…\"}]"
      )
    }
    let layers = scenes.layers.keys.sorted()
    for (index, photo) in album.photos.enumerated() where !layers.contains(photo.layer) {
      return (
        json["photos"]?[index]?["layer"] ?? json,
        "photos[\(index)].layer: \(CameraPattern.scenesPath) has no layer \(photo.layer.quoted) — use one of \(layers.map(\.quoted).joined(separator: ", "))"
      )
    }
    return nil
  }
}

extension PatternID {
  /// The arrangements screen: `ArrangementsPattern`.
  public static let arrangements = ArrangementsPattern.id
}

extension AppModels {
  /// The arrangements screen's model.
  public var arrangements: ArrangementsModel {
    get { self[ArrangementsPattern.self] }
    set { self[ArrangementsPattern.self] = newValue }
  }
}
