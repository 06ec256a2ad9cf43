/// One message in the list-detail pattern's mailbox.
public struct Message: Hashable, Sendable, Codable, Identifiable {
  /// 1-based, stable: node IDs are `list.row.<id>`.
  public var id: Int
  /// Who wrote it: the list's first line and the detail's `From` line.
  public var sender: String
  /// The list's second line and the detail's heading.
  public var subject: String
  /// A short date as a mail list shows it: `Mon 09:41`.
  public var date: String
  /// One paragraph (no newlines), wrapped to the detail pane's width.
  public var body: String

  public init(id: Int, sender: String, subject: String, date: String, body: String) {
    self.id = id
    self.sender = sender
    self.subject = subject
    self.date = date
    self.body = body
  }
}
