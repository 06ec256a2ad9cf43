extension ListDetailSummaryPattern {
  public static let id: PatternID = "list-detail-summary"
  public static let title = "list-detail-summary (notes with a summary pane)"

  /// Combining patterns: list-detail plus a side pane.
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
    let ids = model.folder.noteIDs
    var model = model
    model.notes = model.notes.repaired(ids: ids)
    // A note is always open, as at the start: a folder without the one that was
    // (a screen file's) opens its first.
    if model.notes.selection == nil { model.notes.selection = ids.first }
    model.pinned = model.pinned.filter(ids.contains)
    model.reviewed = model.reviewed.filter(ids.contains)
    if model.summary.isShown && !model.summary.isShowing(summaryID) { model.summary.dismiss() }
    return model
  }
}

extension ListDetailSummaryPattern: ContentPattern {
  public static var standardContent: NoteFolder { .standard }
  public static var contentPath: WritableKeyPath<ListDetailSummaryModel, NoteFolder> {
    \.folder
  }

  /// A note's row.
  public static func declaration(ofNode nodeID: String, in json: JSONValue, model: Model?)
    -> JSONValue?
  {
    ContentItem.withID(nodeID, prefix: "list.note.", in: json["notes"])
  }

  /// A folder needs a note to open, and each note an ID of its own.
  public static func problem(in folder: NoteFolder, json: JSONValue) -> (JSONValue, String)? {
    if folder.notes.isEmpty {
      return (
        json["notes"] ?? json,
        "notes: a folder has no notes — add {\"id\": \"first\", \"title\": \"…\", \"date\": \"…\", \"body\": \"…\", \"summary\": []}"
      )
    }
    var seen: Set<String> = []
    for (index, id) in folder.noteIDs.enumerated() where !seen.insert(id).inserted {
      return (
        json["notes"]?[index]?["id"] ?? json,
        "notes[\(index)].id: the ID \(id.quoted) is used twice — give each note its own ID"
      )
    }
    return nil
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
