/// What the notes screen keeps above its layout: the selected note and the top of
/// the list, whether the note is pushed over the list (compact), whether the
/// summary is up (one state for the trailing column and the sheet: the HIG's
/// "same state on both displays"), and the pinned and reviewed notes.
public struct ListDetailSummaryModel: PatternModel {
  public var notes = ListState(selection: NoteFolder.standard.noteIDs.first)
  public var isDetailPushed = false
  public var summary = SheetState()
  /// How far each note's body is scrolled, by note ID: the first wrapped line
  /// shown (PageUp/PageDown while the note is open), kept through folds.
  public var bodyScroll: [String: Int] = [:]
  /// How far the summary of each note is scrolled, by note ID, as `bodyScroll`
  /// (PageUp/PageDown while the summary is up and runs past its box).
  public var summaryScroll: [String: Int] = [:]
  public var pinned: Set<String> = []
  public var reviewed: Set<String> = []
  /// The notes: the built-in folder, or a screen file's (`ContentPattern`).
  /// Not saved: it comes from the program or the file, never from a session.
  public var folder: NoteFolder {
    get { givenFolder ?? .standard }
    set { givenFolder = newValue }
  }
  /// A screen file's content; nil while the sample shows, so a fresh model reads
  /// no content file (every start makes fresh models of every pattern).
  private var givenFolder: NoteFolder?

  public init() {}

  enum CodingKeys: String, CodingKey {
    case notes, isDetailPushed, summary, bodyScroll, summaryScroll, pinned, reviewed
  }
}
