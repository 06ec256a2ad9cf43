extension ListDetailSummaryPattern {
  public static let id: PatternID = "list-detail-summary"
  public static let title = "list-detail-summary (notes with a summary pane)"

  public static let auditScreens = [
    AuditScreen("list"), AuditScreen("note", keys: [.enter]),
    AuditScreen("summary", keys: [.enter, .character("m")]),
    AuditScreen("summary over the list", keys: [.character("m")]),
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
