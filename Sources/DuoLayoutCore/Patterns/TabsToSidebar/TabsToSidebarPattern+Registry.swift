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

  // Typed, so each is the `Pattern` requirement's witness, not a new member beside
  // the protocol's default (a test reads them through the registry).
  public static let auditScreens: [AuditScreen] = auditScreens(for: .standard)

  public static let controlPaths: [ControlPath] = controlPaths(for: .standard)

  /// Every tab of `allotment`: each is a screen of its own; and More's list of the
  /// tabs that do not fit, where some do not.
  public static func auditScreens(for allotment: Allotment) -> [AuditScreen] {
    allotment.tabs.indices.map { index in
      AuditScreen(allotment.tabs[index].id, keys: Array(repeating: .tab, count: index))
    } + [AuditScreen("more", keys: [.character("m")])]
  }

  /// A tab of `allotment` the bar or sidebar has no room for is behind More
  /// (`Toolbar.column`).
  public static func controlPaths(for allotment: Allotment) -> [ControlPath] {
    allotment.tabs.map { tab in
      ControlPath(
        "tabbar.\(tab.id)", reachedBy: Toolbar.moreID("tabbar"),
        how: "More lists the tabs the bar has no room for")
    }
  }

  public static func repaired(_ model: TabsToSidebarModel) -> TabsToSidebarModel {
    let allotment = model.allotment
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

extension TabsToSidebarPattern: ContentPattern {
  public static var standardContent: Allotment { .standard }
  public static var contentPath: WritableKeyPath<TabsToSidebarModel, Allotment> { \.allotment }

  /// A tab in the bar, the sidebar or More's list; a row of the tab's screen, in
  /// the tab shown (`model`), or, not knowing it, in the one tab that has a row
  /// with that ID (none where several do: no line rather than a wrong one).
  public static func declaration(ofNode nodeID: String, in json: JSONValue, model: Model?)
    -> JSONValue?
  {
    let tabs = json["tabs"]
    if let tab = ContentItem.withID(nodeID, prefix: "tabbar.", in: tabs)
      ?? ContentItem.withID(nodeID, prefix: "more.row.", in: tabs)
    {
      return tab
    }
    if let model {
      let shown = model.allotment.tabs.firstIndex { $0.id == selectedTab(model).id }
      return ContentItem.withID(
        nodeID, prefix: "screen.row.", in: shown.flatMap { tabs?[$0] }?["items"])
    }
    let rows = (tabs?.array ?? []).compactMap {
      ContentItem.withID(nodeID, prefix: "screen.row.", in: $0["items"])
    }
    return rows.count == 1 ? rows[0] : nil
  }

  /// A notebook needs a tab, each tab and each row in a tab an ID of its own, and
  /// each tab one symbol (a character: the tab bar closed shows only it).
  public static func problem(in allotment: Allotment, json: JSONValue) -> (JSONValue, String)? {
    if allotment.tabs.isEmpty {
      return (
        json["tabs"] ?? json,
        "tabs: a notebook has no tabs — add \"tabs\": [{\"id\": \"today\", \"symbol\": \"☀\", \"title\": \"Today\", \"heading\": \"…\", \"items\": []}]"
      )
    }
    var seen: Set<String> = []
    for (index, tab) in allotment.tabs.enumerated() {
      if !seen.insert(tab.id).inserted {
        return (
          json["tabs"]?[index]?["id"] ?? json,
          "tabs[\(index)].id: the ID \(tab.id.quoted) is used twice — give each tab its own ID"
        )
      }
      if tab.symbol.count != 1 {
        return (
          json["tabs"]?[index]?["symbol"] ?? json,
          "tabs[\(index)].symbol: \(tab.symbol.quoted) is not one character — a closed tab bar shows only the symbol: use one, as \"☀\""
        )
      }
      var items: Set<String> = []
      for (row, item) in tab.items.enumerated() where !items.insert(item.id).inserted {
        return (
          json["tabs"]?[index]?["items"]?[row]?["id"] ?? json,
          "tabs[\(index)].items[\(row)].id: the ID \(item.id.quoted) is used twice in \(tab.title.quoted) — give each row its own ID"
        )
      }
    }
    return nil
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
