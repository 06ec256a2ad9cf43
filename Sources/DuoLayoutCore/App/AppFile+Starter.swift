extension AppFile {
  /// A small app to start from: a navigation stack of two screens, a section with
  /// a switch, a row that opens the second screen, a field and a button, each
  /// with a `description` saying what it is for. What `duoterm screen new
  /// --pattern app` writes.
  ///
  /// ```swift
  /// AppFile.starter.screens.count   // 2
  /// ```
  public static var starter: AppFile {
    var intro = TextBlock(
      id: "intro",
      text: "Say what the screen holds, never where: DuoTerm lays it out in every pose.", style: nil
    )
    intro.style = "caption"
    let toggle = Switch(id: "notify", title: "Notifications", value: true)
    let open = Row(
      id: "details", title: "Details", subtitle: nil, detail: nil, avatar: nil,
      accessory: "chevron", badge: nil, item: nil, action: .navigate("details"))
    let section = Section(
      id: "settings", header: "Settings", footer: "A switch's value is kept through every fold.",
      content: [AnyComponent(toggle), AnyComponent(open)])
    let field = TextField(id: "name", label: "Name", placeholder: nil, style: nil)
    let save = Button(
      id: "save", symbol: "✓", title: "Save", role: "primary", action: .present("saved"))
    var home = AppScreen(
      id: "home", title: "My app",
      content: [
        AnyComponent(intro), AnyComponent(section), AnyComponent(field), AnyComponent(save),
      ])
    home.description =
      "A screen: components top to bottom (kinds: \(ComponentRegistry.all.map { $0.kind }.joined(separator: ", "))). Down and Up move the focus, Enter presses, Esc goes back."
    let details = AppScreen(
      id: "details", title: "Details",
      content: [
        AnyComponent(
          TextBlock(id: "about", text: "A pushed screen: Back (Esc) returns.", style: nil))
      ])
    let saved = AppScreen(
      id: "saved", title: "Saved",
      content: [
        AnyComponent(
          TextBlock(
            id: "done-text", text: "Presented over the screen: Close (Esc) dismisses it.",
            style: nil)),
        AnyComponent(Button(id: "done", symbol: "✓", title: "Done", role: nil, action: .dismiss)),
      ])
    var app = AppFile(title: "My app", start: "home", screens: [home, details, saved])
    app.description =
      "An app file for DuoTerm: several screens, their components and actions. Run it with duoterm --screen FILE; it reloads on every save. Schemas/app.schema.json lists every kind and field."
    return app
  }

  /// The file's text: `$schema` first, then the app, pretty-printed.
  public func text(schema: String = AppSchema.id) -> String {
    // An app is strings, numbers and lists of them: it always encodes.
    let value = (try? JSONValueEncoder().encode(self)) ?? .null
    var object = JSONObject([JSONMember(key: "$schema", value: JSONValue(.string(schema)))])
    for member in value.object?.members ?? [] { _ = object.insert(member) }
    return JSONWriter(pretty: true).write(JSONValue(.object(object))) + "\n"
  }
}
