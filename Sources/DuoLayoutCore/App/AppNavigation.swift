/// Where an app is: the screen on top of the navigation path (the start screen
/// when nothing is pushed), and what an action does to the path.
///
/// ```swift
/// AppNavigation.top(app, state)   // AppPlace(screen: "wifi")
/// ```
enum AppNavigation {
  /// The place shown under anything presented.
  static func top(_ app: AppFile, _ state: AppState) -> AppPlace {
    state.path.last ?? AppPlace(screen: app.start)
  }

  /// The place keys and clicks act on: what is presented, else the top.
  static func current(_ app: AppFile, _ state: AppState) -> AppPlace {
    state.presented ?? top(app, state)
  }
}
