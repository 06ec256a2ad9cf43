/// One message in the list-detail pattern's mailbox.
public struct Message: Hashable, Sendable, Identifiable {
  /// 1-based, stable: node IDs are `list.row.<id>`.
  public var id: Int
  public var sender: String
  public var subject: String
  /// A short date as a mail list shows it: `Mon 09:41`.
  public var date: String
  public var body: String

  public init(id: Int, sender: String, subject: String, date: String, body: String) {
    self.id = id
    self.sender = sender
    self.subject = subject
    self.date = date
    self.body = body
  }
}
