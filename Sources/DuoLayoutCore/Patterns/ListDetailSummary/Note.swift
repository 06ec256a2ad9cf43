/// One note of the notes-with-summary screen: its text and the key points the
/// summary pane lists.
public struct Note: Hashable, Sendable, Codable {
  public var id: String
  public var title: String
  public var date: String
  public var body: String
  public var summary: [String]
}
