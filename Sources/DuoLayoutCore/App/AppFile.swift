/// A designer's small app, described and never placed: named screens, a root that
/// holds them (`AppRoot`), and on each screen components (`ComponentRegistry`)
/// laid out by the same geometry as the built-in patterns, clickable as a
/// prototype in every pose. `Schemas/app.schema.json` describes the file (it is
/// generated from the registry: `duoterm screen schema`).
///
/// ```swift
/// let app = try AppFile.read(json, file: "settings.json")
/// app.screen("wifi")?.title   // "Wi-Fi"
/// ```
public struct AppFile: Hashable, Sendable, Codable {
  public var title: String
  public var root: AppRoot
  /// The first screen: the stack's root, the split view's sidebar, or the tab
  /// view's first selected tab.
  public var start: String
  /// A tab view's tabs, in order (only with `"root": "tabs"`).
  public var tabs: [AppTab]?
  public var screens: [AppScreen]
  /// The controls whose value both seats share, by ID (only with `"root":
  /// "seats"`): a list both add to, a total both see. Every other value, field,
  /// focus and path is each seat's own.
  public var shared: [String]?
  /// A note for the person editing the file; never shown.
  public var description: String?
  /// Where each component is written in the file, by `<screen>.<id>`: what an
  /// audit finding on one of its nodes points at (`ScreenFile.source(ofNode:)`).
  /// Read with the file, never written into one.
  public var sources = SourceMap()

  /// Where components are written: not part of what the app is, so two reads of
  /// the same app from different files (a guest's copy of the host's) are equal.
  public struct SourceMap: Hashable, Sendable {
    public var locations: [String: FileLocation] = [:]
    public subscript(key: String) -> FileLocation? {
      get { locations[key] }
      set { locations[key] = newValue }
    }
    public static func == (lhs: SourceMap, rhs: SourceMap) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
  }

  enum CodingKeys: String, CodingKey {
    case title, root, start, tabs, screens, shared, description
  }

  public init(title: String, root: AppRoot = .stack, start: String, screens: [AppScreen]) {
    self.title = title
    self.root = root
    self.start = start
    self.screens = screens
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    root = try container.decodeIfPresent(AppRoot.self, forKey: .root) ?? .stack
    start = try container.decode(String.self, forKey: .start)
    tabs = try container.decodeIfPresent([AppTab].self, forKey: .tabs)
    screens = try container.decode([AppScreen].self, forKey: .screens)
    shared = try container.decodeIfPresent([String].self, forKey: .shared)
    description = try container.decodeIfPresent(String.self, forKey: .description)
  }

  /// True for a two-seat app (`"root": "seats"`): two halves, one per seat.
  public var isSeated: Bool { root == .seats }

  /// The screen with `id`.
  public func screen(_ id: String) -> AppScreen? { screens.first { $0.id == id } }

  /// What the root may select: a tab view's tabs, else (a split view's rows)
  /// every screen.
  var rootChoices: Set<String> {
    root == .tabs ? Set(tabScreens) : Set(screens.map(\.id))
  }

  /// The screens of a tab view's tabs, in order; empty for another root.
  var tabScreens: [String] { root == .tabs ? (tabs ?? []).map(\.screen) : [] }

  /// The tab shown: the state's, else the start screen.
  func selectedTab(_ state: AppState) -> String {
    state.root.flatMap { tabScreens.contains($0) ? $0 : nil } ?? start
  }

  /// The place at the bottom of the navigation path: the selected tab's screen
  /// in a tab view, else the start screen.
  func home(_ state: AppState) -> AppPlace {
    AppPlace(screen: root == .tabs ? selectedTab(state) : start)
  }

  /// Every control ID the app declares.
  public var controlIDs: Set<String> {
    Set(screens.flatMap { $0.allComponents.map(\.componentID) })
  }

  /// The IDs of its secure fields: what is typed in them is never written to a
  /// file (`AppState.withoutSecrets`).
  var secureFieldIDs: Set<String> {
    Set(
      screens.flatMap(\.allComponents).compactMap { part in
        (part as? TextField)?.style == "secure" ? part.componentID : nil
      })
  }

  /// The file's initial values, by control ID.
  public var initialValues: [String: AppValue] {
    var values: [String: AppValue] = [:]
    for screen in screens {
      for part in screen.allComponents {
        values.merge(part.initialValues) { _, new in new }
      }
    }
    return values
  }

  /// The app in `json` (an object with `"screens"`), checked: unknown fields and
  /// kinds (with the nearest known one), IDs malformed or used twice on a screen,
  /// and actions naming a screen or control the app does not have. A component
  /// without an ID gets one from its kind and place (`text-2`).
  public static func read(_ json: JSONValue, file path: String) throws(ScreenProblem) -> AppFile {
    let file = path.visible
    var app: AppFile
    do {
      app = try JSONValueDecoder(strict: true).decode(AppFile.self, from: json)
    } catch {
      throw ScreenProblem(
        error.description(file: file), source: FileLocation(file: path, error.position))
    }
    func fail(_ value: JSONValue?, _ path: String, _ message: String) -> ScreenProblem {
      let source = FileLocation(file: file, value?.position)
      let at = source.map { "\($0.line):\($0.column): " } ?? ""
      return ScreenProblem("\(file):\(at)\(path): \(message)", source: source)
    }
    var screenIDs: [String: Int] = [:]
    for (index, screen) in app.screens.enumerated() {
      let here = json["screens"]?[index]
      guard ScreenID.isValid(screen.id) else {
        throw fail(
          here?["id"], "screens[\(index)].id",
          "\(screen.id.quoted.visible) is not an ID — write lower-case letters, digits and dashes, like \"wifi\""
        )
      }
      if let first = screenIDs[screen.id] {
        throw fail(
          here?["id"], "screens[\(index)].id",
          "the screen ID \(screen.id.quoted) is used twice (first screens[\(first)]) — give each screen its own ID"
        )
      }
      screenIDs[screen.id] = index
    }
    let names = app.screens.map(\.id)
    if app.screen(app.start) == nil {
      let near = JSONSuggestion.nearest(to: app.start, among: names)
      throw fail(
        json["start"], "start",
        "no screen has the ID \(app.start.quoted.visible)"
          + (near.map { " — did you mean \($0.quoted)?" }
            ?? " — write one of \(names.joined(separator: ", "))"))
    }
    if app.root == .tabs {
      guard let tabs = app.tabs, !tabs.isEmpty else {
        throw fail(
          json["root"], "tabs",
          "a tab view needs its tabs — add \"tabs\": [{\"screen\": \"\(app.start)\", \"symbol\": \"●\"}]"
        )
      }
      var seenTabs: Set<String> = []
      for (index, tab) in tabs.enumerated() {
        let here = json["tabs"]?[index]
        if app.screen(tab.screen) == nil {
          let near = JSONSuggestion.nearest(to: tab.screen, among: names)
          throw fail(
            here?["screen"], "tabs[\(index)].screen",
            "no screen has the ID \(tab.screen.quoted.visible)"
              + (near.map { " — did you mean \($0.quoted)?" }
                ?? " — write one of \(names.joined(separator: ", "))"))
        }
        guard seenTabs.insert(tab.screen).inserted else {
          throw fail(
            here?["screen"], "tabs[\(index)].screen",
            "the screen \(tab.screen.quoted) has two tabs — give each tab its own screen")
        }
      }
      guard seenTabs.contains(app.start) else {
        throw fail(
          json["start"], "start",
          "the start screen \(app.start.quoted.visible) has no tab — name one of \(tabs.map(\.screen).joined(separator: ", "))"
        )
      }
    } else if app.tabs != nil {
      throw fail(
        json["tabs"], "tabs",
        "tabs are for a tab view — write \"root\": \"tabs\", or remove \"tabs\"")
    }
    if app.shared != nil && app.root != .seats {
      throw fail(
        json["shared"], "shared",
        "shared values are for two seats — write \"root\": \"seats\", or remove \"shared\"")
    }
    // IDs: made where missing, checked, unique on each screen.
    var sources = SourceMap()
    for index in app.screens.indices {
      let screenID = app.screens[index].id
      var seen: [String: String] = [:]
      var counts: [String: Int] = [:]
      let here = json["screens"]?[index]
      func name(_ parts: inout [AnyComponent], _ key: String, _ json: JSONValue?)
        throws(ScreenProblem)
      {
        for i in parts.indices {
          let path = "screens[\(index)].\(key)[\(i)]"
          let kind = parts[i].kind
          counts[kind, default: 0] += 1
          if parts[i].base.id == nil { parts[i].base.id = "\(kind)-\(counts[kind]!)" }
          let id = parts[i].base.componentID
          guard ScreenID.isValid(id) else {
            throw fail(
              json?[i]?["id"], "\(path).id",
              "\(id.quoted.visible) is not an ID — write lower-case letters, digits and dashes, like \"wifi\""
            )
          }
          if let first = seen[id] {
            throw fail(
              json?[i]?["id"], "\(path).id",
              "the ID \(id.quoted) is used twice on this screen (first \(first)) — give each its own ID"
            )
          }
          seen[id] = path
          if let at = FileLocation(file: file, json?[i]?.position) {
            sources["\(screenID).\(id)"] = at
          }
          var children = parts[i].base.children
          if !children.isEmpty {
            try name(&children, "\(key)[\(i)].content", json?[i]?["content"])
            parts[i].base.children = children
          }
        }
      }
      try name(&app.screens[index].pinned, "pinned", here?["pinned"])
      try name(&app.screens[index].content, "content", here?["content"])
      var bars = app.screens[index].bottomBar.map { AnyComponent($0) }
      try name(&bars, "bottomBar", here?["bottomBar"])
      var tools = app.screens[index].toolbar.map { AnyComponent($0) }
      try name(&tools, "toolbar", here?["toolbar"])
    }
    app.sources = sources
    // Actions name what exists.
    let controls = app.controlIDs
    for (index, screen) in app.screens.enumerated() {
      for part in screen.allComponents {
        guard let action = part.action else { continue }
        let path = "screens[\(index)] \(part.componentID).action"
        if let target = action.screenID, app.screen(target) == nil {
          let near = JSONSuggestion.nearest(to: target, among: names)
          throw fail(
            json["screens"]?[index], path,
            "no screen has the ID \(target.quoted.visible)"
              + (near.map { " — did you mean \($0.quoted)?" }
                ?? " — add the screen, or name one of \(names.joined(separator: ", "))"))
        }
        let named: [String]
        switch action {
        case .toggle(let id), .set(let id, _), .select(let id): named = [id]
        case .append(let field, let to): named = [field, to]
        default: named = []
        }
        for id in named where !controls.contains(id) {
          let near = JSONSuggestion.nearest(to: id, among: Array(controls).sorted())
          throw fail(
            json["screens"]?[index], path,
            "no control has the ID \(id.quoted.visible)"
              + (near.map { " — did you mean \($0.quoted)?" } ?? " — name a control of the app"))
        }
      }
    }
    try checkShared(app, json, fail)
    return app
  }

  /// `"shared"` names controls the app has, each once, each with a value to share
  /// (not a button, text or field: what is typed is each seat's own).
  private static func checkShared(
    _ app: AppFile, _ json: JSONValue,
    _ fail: (JSONValue?, String, String) -> ScreenProblem
  ) throws(ScreenProblem) {
    guard let shared = app.shared else { return }
    let parts = app.screens.flatMap(\.allComponents)
    let valued = Set(
      parts.filter { !$0.initialValues.isEmpty || $0 is Messages }.map(\.componentID))
    var seen: Set<String> = []
    for (index, id) in shared.enumerated() {
      let here = json["shared"]?[index]
      guard let part = parts.first(where: { $0.componentID == id }) else {
        let near = JSONSuggestion.nearest(to: id, among: parts.map(\.componentID).sorted())
        throw fail(
          here, "shared[\(index)]",
          "no control has the ID \(id.quoted.visible)"
            + (near.map { " — did you mean \($0.quoted)?" } ?? " — name a control of the app"))
      }
      guard valued.contains(id) else {
        throw fail(
          here, "shared[\(index)]",
          "a \(type(of: part).kind) has no value to share — name a control with one (a list, a switch, a stepper)"
        )
      }
      guard seen.insert(id).inserted else {
        throw fail(here, "shared[\(index)]", "\(id.quoted) is shared twice — name it once")
      }
    }
  }
}
