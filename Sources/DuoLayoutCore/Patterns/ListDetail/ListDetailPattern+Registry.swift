extension ListDetailPattern {
  public static let id: PatternID = "list-detail"
  public static let title = "list-detail (a mailbox)"

  public static let catalog = [
    CatalogRow(
      "List-detail", closed: "List, then detail", openFlat: "Both, list narrower",
      partlyFolded: "50/50 at the fold",
      purpose: "Items, each with its own detail that makes sense alone")
  ]

  public static let pickQuestion: PickQuestion? = PickQuestion(
    3, "Items, each with its own detail that makes sense alone?")

  public static let auditScreens = [
    AuditScreen("list"), AuditScreen("detail", keys: [.enter]),
    AuditScreen("reply", keys: [.enter, .tab]),
  ]

  /// One pane (closed): the list has no Send, opening its message reaches it; two
  /// panes: no Back, the list it goes back to is beside the message.
  public static let controlPaths = [
    ControlPath("detail.send", reachedBy: "list", how: "open the message from the list"),
    ControlPath("toolbar.back", reachedBy: "list", how: "the list is already shown"),
  ]

  public static let extraHelp = [
    HelpRow(keys: "text", summary: "while the draft has focus: typed into it")
  ]

  public static func repaired(_ model: ListDetailModel) -> ListDetailModel {
    let ids = 1...max(1, model.mailbox.messages.count)
    var model = model
    model.selection = model.selection.clamped(to: ids)
    model.listAnchor = model.listAnchor.clamped(to: ids)
    model.drafts = model.drafts.filter { ids.contains($0.key) && !$0.value.isEmpty }
    model.flagged = model.flagged.filter(ids.contains)
    model.unread = model.unread.filter(ids.contains)
    model.replied = model.replied.filter(ids.contains)
    return model
  }
}

extension ListDetailPattern: ContentPattern {
  /// The mailbox's own kind: "list-detail" is the generic one (a screen file's
  /// rows, laid out by `ScreenLayout`), this one is the built-in with its drafts,
  /// flags and replies, given the file's messages.
  public static let screenKind = ScreenKind("mailbox")
  public static var standardContent: Mailbox { .standard }
  public static var contentPath: WritableKeyPath<ListDetailModel, Mailbox> { \.mailbox }

  /// A row is its message, numbered as the messages are (`problem` holds them to 1…n).
  public static func declaration(ofNode nodeID: String, in json: JSONValue, model: Model?)
    -> JSONValue?
  {
    ContentItem.numbered(nodeID, prefix: "list.row.", in: json["messages"])
  }

  /// A mailbox has a message, and its messages are numbered 1, 2, 3 … in order:
  /// the list's rows and the model's selection, flags and drafts go by that ID.
  public static func problem(in mailbox: Mailbox, json: JSONValue) -> (JSONValue, String)? {
    if mailbox.messages.isEmpty {
      return (
        json["messages"] ?? json,
        "messages: a mailbox needs a message — add {\"id\": 1, \"sender\": \"…\", \"subject\": \"…\", \"date\": \"…\", \"body\": \"…\"}"
      )
    }
    for (index, message) in mailbox.messages.enumerated() where message.id != index + 1 {
      return (
        json["messages"]?[index]?["id"] ?? json,
        "messages[\(index)].id: message \(index + 1) has the ID \(message.id) — number the messages 1, 2, 3 … in order (this one \(index + 1))"
      )
    }
    return nil
  }
}

extension PatternID {
  /// The mailbox: `ListDetailPattern`.
  public static let listDetail = ListDetailPattern.id
}

extension AppModels {
  /// The mailbox's model.
  public var listDetail: ListDetailModel {
    get { self[ListDetailPattern.self] }
    set { self[ListDetailPattern.self] = newValue }
  }
}
