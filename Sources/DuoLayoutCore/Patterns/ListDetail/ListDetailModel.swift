/// What the list-detail pattern remembers: the selected message, the top of the
/// list (by message ID, never an offset), whether the detail is pushed, which field
/// has focus, every reply draft with its cursor, and the flags.
public struct ListDetailModel: PatternModel {
  /// The selected message's ID.
  public var selection: Int = 1
  /// The ID of the message at the top of the list.
  public var listAnchor: Int = 1
  /// The navigation path: on a compact display the detail is pushed over the list.
  public var isDetailPushed = false
  /// True while the reply field has focus.
  public var isEditingDraft = false
  /// Reply drafts by message ID.
  public var drafts: [Int: Draft] = [:]
  /// How far each message's body is scrolled, by message ID: the first wrapped
  /// line shown (PageUp/PageDown while the detail is open). Kept per message, so
  /// another message opens at its own place and a fold keeps it.
  public var bodyScroll: [Int: Int] = [:]
  /// IDs of the flagged messages (⚑ in the list).
  public var flagged: Set<Int> = []
  /// IDs of the unread messages (● in the list): the first nine at the start, and a
  /// message leaves the set once it is opened.
  public var unread: Set<Int> = Set(1...9)
  /// IDs of the messages a reply was sent to (↩ in the list while no draft waits).
  public var replied: Set<Int> = []
  /// What is read: the built-in mailbox, or a screen file's (`ContentPattern`).
  /// Not saved: it comes from the program or the file, never from a session.
  public var mailbox: Mailbox {
    get { givenMailbox ?? .standard }
    set { givenMailbox = newValue }
  }
  /// A screen file's content; nil while the sample shows, so a fresh model reads
  /// no content file (every start makes fresh models of every pattern).
  private var givenMailbox: Mailbox?

  public init() {}

  enum CodingKeys: String, CodingKey {
    case selection, listAnchor, isDetailPushed, isEditingDraft, drafts, bodyScroll, flagged, unread
    case replied
  }

  /// The draft for the selected message (empty if none yet).
  public var currentDraft: Draft {
    get { drafts[selection] ?? Draft() }
    set { drafts[selection] = newValue.isEmpty ? nil : newValue }
  }
}
