extension ScreenPattern {
  public static let id: PatternID = "screen"
  public static let title = "screen (a screen file)"

  public static let auditScreens = [
    AuditScreen("first"), AuditScreen("detail", keys: [.enter]),
    AuditScreen("typing", keys: [.tab]),
  ]

  /// A list-detail screen's Back shows only over the pushed detail (one pane):
  /// where both panes show, the list it goes back to is beside the detail.
  public static let controlPaths = [
    ControlPath("toolbar.back", reachedBy: "list", how: "the list is already shown")
  ]
}

extension PatternID {
  /// A screen file: `ScreenPattern`.
  public static let screen = ScreenPattern.id
}

extension AppModels {
  /// The screen file's model: the screen and its state.
  public var screen: ScreenModel {
    get { self[ScreenPattern.self] }
    set { self[ScreenPattern.self] = newValue }
  }

  /// The models showing `screen`: the screen file's model holds it (keeping the
  /// state of the nodes it still has), and a kind with content of its own hands
  /// it to its catalog pattern's model.
  mutating func show(_ screen: ScreenFile) {
    self.screen = self.screen.reloaded(with: screen)
    screen.pattern.contentPattern?.show(screen, in: &self)
  }
}

extension PatternRegistry {
  /// The built-in patterns and a screen file's, after them.
  public static let withScreen = PatternRegistry.standard.adding([ScreenPattern.self])
}
