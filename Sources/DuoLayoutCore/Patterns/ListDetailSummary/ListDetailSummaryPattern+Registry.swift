extension ListDetailSummaryPattern {
  public static let id: PatternID = "list-detail-summary"
  public static let title = "list-detail-summary (notes with a summary pane)"

  /// Seed 004's "Combining patterns": list-detail plus a side pane.
  public static let catalog = [
    CatalogRow(
      "List-detail plus a side pane", closed: "List, then note; summary in a sheet",
      openFlat: "List, note and a summary column",
      partlyFolded: "50/50 at the fold; summary in a sheet",
      purpose: "A combination: items with a detail, and a pane beside the detail")
  ]

  public static let auditScreens = [
    AuditScreen("list"), AuditScreen("note", keys: [.enter]),
    AuditScreen("summary", keys: [.enter, .character("m")]),
    AuditScreen("summary over the list", keys: [.character("m")]),
  ]

  /// Two panes show no Back: the list it goes back to is beside the note.
  public static let controlPaths = [
    ControlPath("toolbar.back", reachedBy: "list", how: "the list is already shown")
  ]

  public static func repaired(_ model: ListDetailSummaryModel) -> ListDetailSummaryModel {
    let ids = NoteFolder.standard.noteIDs
    var model = model
    model.notes = model.notes.repaired(ids: ids)
    model.pinned = model.pinned.filter(ids.contains)
    model.reviewed = model.reviewed.filter(ids.contains)
    if model.summary.isShown && !model.summary.isShowing(summaryID) { model.summary.dismiss() }
    return model
  }
}

extension PatternID {
  /// Notes with a summary pane: `ListDetailSummaryPattern`.
  public static let listDetailSummary = ListDetailSummaryPattern.id
}

extension AppModels {
  /// The notes screen's model.
  public var listDetailSummary: ListDetailSummaryModel {
    get { self[ListDetailSummaryPattern.self] }
    set { self[ListDetailSummaryPattern.self] = newValue }
  }
}
