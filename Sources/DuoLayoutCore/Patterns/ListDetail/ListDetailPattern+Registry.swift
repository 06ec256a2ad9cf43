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
    let ids = 1...Mailbox.messages.count
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
