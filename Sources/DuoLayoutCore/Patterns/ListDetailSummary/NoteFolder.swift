/// The notes the list-detail-summary screen shows (`Content/notes.json`): a
/// designer's studio notes, newest first.
public struct NoteFolder: Hashable, Sendable, Codable {
  /// The list's heading.
  public var folder: String
  public var notes: [Note]

  /// The built-in notes.
  public static let standard: NoteFolder = BuiltInContent.load("Content/notes.json")

  /// The notes' IDs in order: what `ListState` moves through.
  public var noteIDs: [String] { notes.map(\.id) }
}
