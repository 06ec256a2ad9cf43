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
    let ids = model.guide.placeIDs
    var model = model
    model.places = model.places.repaired(ids: ids)
    model.starred = model.starred.filter(ids.contains)
    model.visited = model.visited.filter(ids.contains)
    return model
  }
}

extension DualViewPattern: ContentPattern {
  public static var standardContent: PlaceGuide { .standard }
  public static var contentPath: WritableKeyPath<DualViewModel, PlaceGuide> { \.guide }

  /// A place's row and its pin on the map.
  public static func declaration(ofNode nodeID: String, in json: JSONValue, model: Model?)
    -> JSONValue?
  {
    ContentItem.withID(nodeID, prefix: "list.place.", in: json["places"])
      ?? ContentItem.withID(nodeID, prefix: "map.place.", in: json["places"])
  }

  /// A guide needs a place to show, each place an ID of its own, and every place
  /// and the river on the map (0 to 100 across and down, the river 0 to 1).
  public static func problem(in guide: PlaceGuide, json: JSONValue) -> (JSONValue, String)? {
    if guide.places.isEmpty {
      return (
        json["places"] ?? json,
        "places: a guide has no places — add {\"id\": \"first\", \"name\": \"…\", \"kind\": \"…\", \"x\": 50, \"y\": 50, \"note\": \"…\"}"
      )
    }
    if !(0...1).contains(guide.river) {
      let river = json["river"] ?? json
      return (river, "river: \(river) is off the map — use 0 (the top) to 1 (the bottom)")
    }
    var seen: Set<String> = []
    for (index, place) in guide.places.enumerated() {
      let json = json["places"]?[index] ?? json
      if !seen.insert(place.id).inserted {
        return (
          json["id"] ?? json,
          "places[\(index)].id: the ID \(place.id.quoted) is used twice — give each place its own ID"
        )
      }
      for (key, value) in [("x", place.x), ("y", place.y)] where !(0...100).contains(value) {
        let number = json[key] ?? json
        return (number, "places[\(index)].\(key): \(number) is off the map — use 0 to 100")
      }
    }
    return nil
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
