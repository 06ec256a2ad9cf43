/// What a person did in an app file, kept above its layout (so no fold, rotation,
/// device, environment or reload loses it, and the session keeps it): the
/// navigation path, what is presented, each control's value and each field's
/// text (per item where a screen shows one), the keyboard focus on each screen,
/// and how far each screen is scrolled.
///
/// ```swift
/// var state = AppState()
/// state.path = [AppPlace(screen: "wifi")]
/// state.values["airplane"] = .bool(true)
/// ```
public struct AppState: Hashable, Sendable, Codable {
  /// The screens pushed on the root's, in order (the last one shows).
  public var path: [AppPlace] = []
  /// A sheet or dialog over the top screen.
  public var presented: AppPlace?
  /// The detent the presented sheet was moved to (`+`, `-`); nil where it opened,
  /// at its screen's first.
  public var detent: AppDetent?
  /// The root's tab (a tab view's) or the sidebar's selection (a split view's).
  public var root: String?
  /// A tab view's other tabs' navigation paths, by tab screen: the path of the
  /// tab shown is `path`; switching tabs puts it here and takes the other's back,
  /// so each tab keeps where it was, as a tab bar does.
  public var tabPaths: [String: [AppPlace]] = [:]
  /// Each control's value, by `key(id, item:)`.
  public var values: [String: AppValue] = [:]
  /// Each field's text and cursor, by `key(id, item:)`.
  public var drafts: [String: Draft] = [:]
  /// The focused control on each place, by `AppPlace.key`.
  public var focus: [String: String] = [:]
  /// True while the focused field is typed into.
  public var typing = false
  /// The first block shown of each place's column, by `AppPlace.key`.
  public var scroll: [String: Int] = [:]

  public init() {}

  /// The detent `screen` stands at as the presented sheet: the one it was moved
  /// to, if it allows it, else its first.
  public func detent(of screen: AppScreen) -> AppDetent {
    detent.flatMap { screen.sheetDetents.contains($0) ? $0 : nil } ?? screen.sheetDetents[0]
  }

  /// `id`, or `id@item` for a value kept per item.
  public static func key(_ id: String, item: String?) -> String {
    item.map { "\(id)@\($0)" } ?? id
  }

  /// `screen`, or `screen@item`.
  public static func placeKey(_ screen: String, item: String?) -> String {
    item.map { "\(screen)@\($0)" } ?? screen
  }

  /// The state to write to a session file: without what was typed into `app`'s
  /// secure fields (a card number, a password). That text is kept in memory
  /// only, for as long as DuoTerm runs: a masked copy could not be typed back,
  /// and a session file is plain text anyone with the account can read, so a
  /// secure field starts empty after a restart, as a password field does when
  /// iOS restores an app's state.
  public func withoutSecrets(for app: AppFile) -> AppState {
    let secure = app.secureFieldIDs
    guard !secure.isEmpty else { return self }
    var state = self
    state.drafts = drafts.filter {
      !secure.contains(String($0.key.split(separator: "@", maxSplits: 1).first ?? ""))
    }
    return state
  }

  /// The state with what names a screen or control `app` no longer has dropped:
  /// what survives a reload.
  public func repaired(for app: AppFile) -> AppState {
    var state = self
    let screens = Set(app.screens.map(\.id))
    state.path = path.filter { screens.contains($0.screen) }
    if let presented, !screens.contains(presented.screen) { state.presented = nil }
    if let root, !app.rootChoices.contains(root) { state.root = nil }
    let tabs = Set(app.tabScreens)
    state.tabPaths = tabPaths.filter { tabs.contains($0.key) }
      .mapValues { $0.filter { screens.contains($0.screen) } }.filter { !$0.value.isEmpty }
    let controls = app.controlIDs
    func known(_ key: String) -> Bool {
      controls.contains(String(key.split(separator: "@", maxSplits: 1).first ?? ""))
    }
    state.values = values.filter { known($0.key) }
    state.drafts = drafts.filter { known($0.key) && !$0.value.isEmpty }
    state.focus = focus.filter {
      screens.contains(String($0.key.split(separator: "@", maxSplits: 1).first ?? ""))
        && controls.contains($0.value)
    }
    state.scroll = scroll.filter {
      screens.contains(String($0.key.split(separator: "@", maxSplits: 1).first ?? ""))
    }
    return state
  }
}
