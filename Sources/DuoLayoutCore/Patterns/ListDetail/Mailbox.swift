/// The mailbox the list-detail pattern shows: its messages, newest first, with
/// IDs 1, 2, 3 … in that order. The built-in one (`standard`, kept in
/// `Content/mailbox.json`) is the inbox of a designer at a small studio:
/// colleagues, a client, friends, a bike club, a landlord, family and a few
/// newsletters. A handful of its messages carry non-ASCII text on purpose (a
/// combining accent, CJK, emoji with VS16, a ZWJ sequence) so the renderer's width
/// handling gets exercised. A mailbox screen file gives its own.
///
/// ```swift
/// let mail = Mailbox(messages: [Message(id: 1, sender: "Ann", subject: "Hi", date: "Mon", body: "…")])
/// ```
public struct Mailbox: Hashable, Sendable, Codable {
  /// Newest first; message `n` has the ID `n` (node IDs are `list.row.<id>`).
  public var messages: [Message]

  public init(messages: [Message]) {
    self.messages = messages
  }

  /// The designer's inbox.
  public static let standard: Mailbox = BuiltInContent.load(
    "Content/mailbox.json", direct: Mailbox.init(direct:))
}
