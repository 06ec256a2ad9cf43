extension TabsToSidebarPattern {
  public static let id: PatternID = "tabs-to-sidebar"
  public static let title = "tabs to sidebar (an allotment notebook)"

  /// Every tab: each is a screen of its own.
  public static let auditScreens = Allotment.standard.tabs.indices.map { index in
    AuditScreen(Allotment.standard.tabs[index].id, keys: Array(repeating: .tab, count: index))
  }

  public static func repaired(_ model: TabsToSidebarModel) -> TabsToSidebarModel {
    let allotment = Allotment.standard
    var state = TabScreenState()
    return TabsToSidebarModel(
      tabs: model.tabs.repaired(ids: allotment.tabIDs) { id, tab in
        let ids = allotment.tab(id).itemIDs
        state.list = tab.list.repaired(ids: ids)
        state.ticked = tab.ticked.filter(ids.contains)
        return state
      })
  }
}

extension TabsToSidebarModel {
  init(tabs: TabsState<TabScreenState>) {
    self.tabs = tabs
  }
}

extension PatternID {
  /// The allotment notebook in tabs: `TabsToSidebarPattern`.
  public static let tabsToSidebar = TabsToSidebarPattern.id
}

extension AppModels {
  /// The allotment screen's model.
  public var tabsToSidebar: TabsToSidebarModel {
    get { self[TabsToSidebarPattern.self] }
    set { self[TabsToSidebarPattern.self] = newValue }
  }
}
