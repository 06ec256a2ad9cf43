/// Where an app is: the screen on top of the navigation path (the start screen,
/// or a tab view's selected tab, when nothing is pushed), and switching tabs.
///
/// ```swift
/// AppNavigation.top(app, state)   // AppPlace(screen: "wifi")
/// ```
enum AppNavigation {
  /// The place shown under anything presented.
  static func top(_ app: AppFile, _ state: AppState) -> AppPlace {
    state.path.last ?? app.home(state)
  }

  /// The place keys and clicks act on: what is presented, else the top.
  static func current(_ app: AppFile, _ state: AppState) -> AppPlace {
    state.presented ?? top(app, state)
  }

  /// Shows the tab whose screen is `id`, keeping the path of the one it leaves
  /// and taking back the path it had; the tab already shown goes back to its
  /// first screen, as pressing a selected tab does.
  static func select(tab id: String, _ app: AppFile, _ state: inout AppState) {
    guard app.tabScreens.contains(id) else { return }
    let current = app.selectedTab(state)
    state.presented = nil
    state.typing = false
    if id == current {
      state.path = []
      return
    }
    state.tabPaths[current] = state.path.isEmpty ? nil : state.path
    state.path = state.tabPaths.removeValue(forKey: id) ?? []
    state.root = id
  }

  /// The tab `step` places after the one shown (before, when negative), round.
  static func tab(after step: Int, _ app: AppFile, _ state: AppState) -> String? {
    let tabs = app.tabScreens
    guard let index = tabs.firstIndex(of: app.selectedTab(state)) else { return nil }
    return tabs[((index + step) % tabs.count + tabs.count) % tabs.count]
  }
}
