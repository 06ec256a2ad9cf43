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

  /// Every tab: each is a screen of its own; and More's list of the tabs that do
  /// not fit, where some do not.
  public static let auditScreens =
    Allotment.standard.tabs.indices.map { index in
      AuditScreen(Allotment.standard.tabs[index].id, keys: Array(repeating: .tab, count: index))
    } + [AuditScreen("more", keys: [.character("m")])]

  /// A tab the bar or sidebar has no room for is behind More (`Toolbar.column`).
  public static let controlPaths = Allotment.standard.tabs.map { tab in
    ControlPath(
      "tabbar.\(tab.id)", reachedBy: Toolbar.moreID("tabbar"),
      how: "More lists the tabs the bar has no room for")
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
    result.more = model.more?.repaired(ids: allotment.tabIDs)
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
