extension SharedSplitPattern {
  public static let id: PatternID = "shared-split"
  public static let title = "shared-split (two players)"

  /// Not one of the catalog's patterns: its second question sends two halves that
  /// both show in every pose to an even split and the shared screen.
  public static let catalog = [
    CatalogRow(
      "Shared screen (even split)", closed: "Two halves, stacked",
      openFlat: "Two halves, side by side", partlyFolded: "One half per side",
      purpose: "Two halves that both show in every pose, or two people sharing the screen",
      isCatalogEntry: false)
  ]

  /// The catalog's second question leads here: "none of these patterns" — two halves
  /// that both show in every pose are the shared screen's.
  public static let pickQuestion: PickQuestion? = PickQuestion(
    2,
    "Two halves that must both show in every pose (two players, a before and after),"
      + " or two people sharing the screen?")

  public static let auditScreens = [
    AuditScreen("menu"), AuditScreen("four-in-a-row", keys: [.space]),
    AuditScreen("leave-armed", keys: [.space, .backspace]),
    AuditScreen("pong", keys: [.down, .enter]),
  ]

  /// In range, and on the menu's games: a game the menu no longer offers (a screen
  /// file edited) is left for the menu, and the choice falls to the first game.
  public static func repaired(_ model: SharedScreenModel) -> SharedScreenModel {
    var model = model.repaired()
    let games = model.menu.games
    if let game = model.playing, !games.contains(game) { backToMenu(&model) }
    if !games.contains(model.menuChoice), let first = games.first { model.menuChoice = first }
    return model
  }
}

extension SharedSplitPattern: ContentPattern {
  public static var standardContent: GameMenu { .standard }
  public static var contentPath: WritableKeyPath<SharedScreenModel, GameMenu> { \.menu }

  /// A menu offers at least one game, each once.
  public static func problem(in menu: GameMenu, json: JSONValue) -> (JSONValue, String)? {
    let all = Game.allCases.map(\.rawValue.quoted).joined(separator: ", ")
    if menu.games.isEmpty {
      return (json["games"] ?? json, "games: the menu offers no game — list one or more of \(all)")
    }
    var seen: Set<Game> = []
    for (index, game) in menu.games.enumerated() where !seen.insert(game).inserted {
      return (
        json["games"]?[index] ?? json,
        "games[\(index)]: \(game.rawValue.quoted) is listed twice — list each game once"
      )
    }
    return nil
  }
}

extension PatternID {
  /// The shared screen: `SharedSplitPattern`.
  public static let sharedSplit = SharedSplitPattern.id
}

extension AppModels {
  /// The shared screen's model.
  public var shared: SharedScreenModel {
    get { self[SharedSplitPattern.self] }
    set { self[SharedSplitPattern.self] = newValue }
  }
}
