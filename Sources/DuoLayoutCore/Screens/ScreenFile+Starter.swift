extension ScreenFile {
  /// A small screen to start from, laid out by `kind`, each part with a
  /// `description` saying what it is for and what to change: what `duoterm screen
  /// new` writes. An app's `root` picks its starter (`AppFile.starter(_:)`).
  ///
  /// ```swift
  /// ScreenFile.starter(.listDetail).rows.count   // 3
  /// ```
  public static func starter(_ kind: ScreenKind, root: AppRoot = .stack) -> ScreenFile {
    if kind == .app { return ScreenFile(app: .starter(root)) }
    var screen = ScreenFile(title: "My screen", pattern: kind)
    screen.description =
      "A screen file for DuoTerm: say what the screen holds, never where (no points). "
      + "Run it with duoterm --screen FILE; it reloads on every save. "
      + "pattern: \(ScreenKind.named.map(\.rawValue).joined(separator: ", "))."
    if let pattern = kind.contentPattern {
      // The built-in's own sample, to edit: the content's shape is the pattern's.
      let description = screen.description
      screen = pattern.exported()
      screen.title = "My screen"
      screen.description =
        (description ?? "")
        + " A \(kind.rawValue) screen is the built-in pattern with the content you give it: "
        + "change the content below, keep its shape (Schemas/screen.schema.json)."
      return screen
    }
    var share = ScreenControl(id: "share", symbol: "⇪", title: "Share")
    share.description =
      "A toolbar item: an ID (lower-case letters, digits, dashes), a symbol and a title."
    screen.toolbar = [share]
    switch kind {
    case .stack:
      screen.text = "Text of the screen. Partly folded it stays on one side of the fold."
      var field = ScreenField(id: "note", label: "Note", placeholder: "Tab: type here")
      field.description = "A text field: what is typed is kept through every fold and reload."
      screen.fields = [field]
      var done = ScreenControl(id: "done", symbol: "✓", title: "Done", placement: .center)
      done.description =
        "A button; placement center puts it on the fold while flat, and displacement moves it off an active fold."
      screen.buttons = [done]
    case .listDetail:
      screen.rows = [
        ScreenRow(
          id: "first", title: "First item", detail: "today", text: "What the first item says."),
        ScreenRow(id: "second", title: "Second item", detail: "yesterday", text: "And the second."),
        ScreenRow(id: "third", title: "Third item", text: "A row may leave out its detail."),
      ]
      screen.rows[0].description =
        "A row: its title and detail in the list, its text in the detail pane. The ID is kept by a reload."
    case .extendedCanvas:
      screen.canvas = [
        "┌──────────┐   ┌──────────┐   ┌──────────┐",
        "│ To do    │   │ Doing    │   │ Done     │",
        "├──────────┤   ├──────────┤   ├──────────┤",
        "│ Sketch   │   │ Layout   │   │ Brief    │",
        "│ Review   │   │          │   │          │",
        "└──────────┘   └──────────┘   └──────────┘",
      ]
      share.description = "The canvas's tools float over it, centred on the fold."
      screen.toolbar = [share]
    default:
      break
    }
    return screen
  }
}
