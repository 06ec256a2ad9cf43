/// What the status and `duoterm play`'s state lines say of an app: the
/// navigation path, what is presented, the focus and every value set.
///
/// ```swift
/// AppDescription.lines(app, state)   // [("path", "settings > wifi"), …]
/// ```
enum AppDescription {
  static func lines(_ app: AppFile, _ state: AppState) -> [(name: String, value: String)] {
    let place = AppNavigation.current(app, state)
    var lines: [(name: String, value: String)] = [
      ("screen", app.screen(place.screen)?.title ?? place.screen),
      ("path", ([app.home(state)] + state.path).map(\.key).joined(separator: " > ")),
      (
        "presented",
        state.presented.map { place in
          place.key + (app.screen(place.screen).map { " (\(state.detent(of: $0).rawValue))" } ?? "")
        } ?? "none"
      ),
      ("focus", state.focus[place.key] ?? "none"),
    ]
    if app.root == .tabs { lines.insert(("tab", app.selectedTab(state)), at: 1) }
    for key in state.values.keys.sorted() {
      let value =
        switch state.values[key]! {
        case .bool(let on): on ? "on" : "off"
        case .number(let number): number.pointText
        case .text(let text): text.debugDescription
        case .list(let list): "\(list.count) item(s)"
        }
      lines.append(("value \(key)", value))
    }
    let secure = app.secureFieldIDs
    for key in state.drafts.keys.sorted() {
      let text = state.drafts[key]?.text ?? ""
      // A secure field's text is shown as the field shows it: dots.
      let isSecure = secure.contains(String(key.split(separator: "@", maxSplits: 1).first ?? ""))
      lines.append(
        (
          "field \(key)",
          (isSecure ? String(repeating: "•", count: text.count) : text).debugDescription
        ))
    }
    return lines
  }
}
