extension TabsToSidebarPattern {
  public static let id: PatternID = "tabs-to-sidebar"
  public static let title = "tabs to sidebar (an allotment notebook)"

  public static let catalog = [
    CatalogRow(
      "Tabs to sidebar", closed: "Tab bar on the side", openFlat: "Sidebar",
      partlyFolded: "Sidebar (not measured folded)", purpose: "Many top-level sections")
  ]

  public static let pickQuestion: PickQuestion? = PickQuestion(
    1, "Many top-level sections, information-dense?", role: .container)

  /// Every tab: each is a screen of its own.
  public static let auditScreens = Allotment.standard.tabs.indices.map { index in
    AuditScreen(Allotment.standard.tabs[index].id, keys: Array(repeating: .tab, count: index))
  }

  public static func repaired(_ model: TabsToSidebarModel) -> TabsToSidebarModel {
    let allotment = Allotment.standard
    var result = model
    result.tabs = model.tabs.repaired(ids: allotment.tabIDs) { id, tab in
      let ids = allotment.tab(id).itemIDs
      var state = tab
      state.list = tab.list.repaired(ids: ids)
      state.ticked = tab.ticked.filter(ids.contains)
      return state
    }
    return result
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
