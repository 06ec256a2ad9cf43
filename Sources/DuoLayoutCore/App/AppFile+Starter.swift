extension AppFile {
  /// A small app to start from, held by `root`, each part with a `description`
  /// saying what it is for: what `duoterm screen new --pattern app --root ROOT`
  /// writes. Every starter audits clean in every pose (AppStarterTests).
  ///
  /// ```swift
  /// AppFile.starter(.tabs).tabs?.count   // 2
  /// ```
  public static func starter(_ root: AppRoot = .stack) -> AppFile {
    switch root {
    case .stack: stackStarter
    case .split: splitStarter
    case .tabs: tabsStarter
    case .seats: seatsStarter
    }
  }

  /// A navigation stack of two screens, a section with a switch, a row that
  /// opens the second screen, a field and a button that presents a third.
  static var stackStarter: AppFile {
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
    app.description = starterDescription(.stack)
    return app
  }

  /// A split view: a sidebar of conversations beside the one a row opens (a
  /// stack on a closed phone), with a draft kept per conversation.
  static var splitStarter: AppFile {
    let rows = [("ada", "Ada", "Tea at four?"), ("grace", "Grace", "Found the bug!")].map {
      id, name, subtitle in
      AnyComponent(
        Row(
          id: id, title: name, subtitle: subtitle, detail: nil, avatar: nil, accessory: nil,
          badge: nil, item: id, action: .navigate("thread")))
    }
    var list = AppScreen(id: "inbox", title: "Inbox", content: rows)
    list.description =
      "The sidebar: each row opens the thread for its item. Open flat, the thread is beside it; closed, it is pushed (Esc goes back)."
    let messages = Messages(
      id: "messages",
      messages: [
        Messages.Message(item: "ada", from: "them", text: "Tea at four?"),
        Messages.Message(item: "grace", from: "them", text: "Found the bug!"),
      ], empty: "No messages yet")
    var thread = AppScreen(
      id: "thread", title: "Thread",
      content: [
        AnyComponent(messages),
        AnyComponent(TextField(id: "draft", label: nil, placeholder: "Message", style: nil)),
        AnyComponent(
          Button(
            id: "send", symbol: "➤", title: "Send", role: "primary",
            action: .append(field: "draft", to: "messages"))),
      ])
    thread.description =
      "What a row opens: its values are kept per item, so each conversation has its own draft. Send appends the draft to the messages."
    var app = AppFile(title: "My app", root: .split, start: "inbox", screens: [list, thread])
    app.description = starterDescription(.split)
    return app
  }

  /// A tab view of two tabs, each its own navigation stack: a tab bar on a
  /// closed phone, a sidebar open flat.
  static var tabsStarter: AppFile {
    var home = AppScreen(
      id: "home", title: "Home",
      content: [
        AnyComponent(
          TextBlock(
            id: "welcome", text: "The first tab: ] and [ (or a click on a tab) show the others.",
            style: nil)),
        AnyComponent(
          Row(
            id: "more", title: "More", subtitle: nil, detail: nil, avatar: nil,
            accessory: "chevron", badge: nil, item: nil, action: .navigate("more"))),
      ])
    home.description = "A tab's screen: the bottom of that tab's own navigation path."
    let more = AppScreen(
      id: "more", title: "More",
      content: [
        AnyComponent(
          TextBlock(id: "pushed", text: "Pushed inside the Home tab: Esc goes back.", style: nil))
      ])
    let settings = AppScreen(
      id: "settings", title: "Settings",
      content: [
        AnyComponent(Switch(id: "sounds", title: "Sounds", value: true)),
        AnyComponent(
          Segmented(
            id: "theme", title: "Theme",
            options: [Option(id: "light", title: "Light"), Option(id: "dark", title: "Dark")],
            value: "light")),
      ])
    var app = AppFile(title: "My app", root: .tabs, start: "home", screens: [home, more, settings])
    app.tabs = [
      AppTab(screen: "home", symbol: "⌂", title: "Home"),
      AppTab(screen: "settings", symbol: "⚙", title: "Settings"),
    ]
    app.description = starterDescription(.tabs)
    return app
  }

  /// Two seats, one half of the phone each: a shared list both add to and a
  /// shared score, each seat with its own field and focus.
  static var seatsStarter: AppFile {
    var board = AppScreen(
      id: "board", title: "Our list",
      content: [
        AnyComponent(Messages(id: "list", messages: nil, empty: "Nothing yet")),
        AnyComponent(TextField(id: "entry", label: "Add", placeholder: "An idea", style: nil)),
        AnyComponent(
          Button(
            id: "add", symbol: "+", title: "Add", role: "primary",
            action: .append(field: "entry", to: "list"))),
        AnyComponent(Stepper(id: "votes", title: "Votes", value: 0, min: 0, max: 9, step: 1)),
      ])
    board.description =
      "Each seat sees this screen in its own half. What is named in shared is the same for both; the rest is each seat's own."
    var app = AppFile(title: "My app", root: .seats, start: "board", screens: [board])
    app.shared = ["list", "votes"]
    app.description = starterDescription(.seats)
    return app
  }

  /// What every starter says of the file itself, and of its root.
  static func starterDescription(_ root: AppRoot) -> String {
    let held =
      switch root {
      case .stack: "a navigation stack (push and back)"
      case .split: "a split view (a sidebar beside what a row opens; a stack when compact)"
      case .tabs: "a tab view (a tab bar when compact, a sidebar when regular)"
      case .seats:
        "two seats (one half each: W S A D Space X for the top half, the arrows, Enter, Esc and Tab for the other; duoterm share --pattern FILE for two terminals)"
      }
    return
      "An app file for DuoTerm, held by \(held). Run it with duoterm --screen FILE; it reloads on every save. Schemas/app.schema.json lists every kind and field."
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
