/// Text being typed, with its cursor (a character offset). Lives in a model, so a
/// fold never loses a word of it.
///
/// ```swift
/// var draft = Draft()
/// draft.insert("Hi")
/// draft.moveLeft()
/// draft.deleteBackward()  // "i", cursor 0
/// ```
public struct Draft: Hashable, Sendable, Codable {
  public private(set) var text: String
  /// Characters before the cursor.
  public private(set) var cursor: Int

  /// The most characters a draft holds; a paste beyond it is cut. Basis: design.
  public static let limit = 10_000

  /// A draft of `text` cut to `limit`, with the cursor at `cursor` kept inside the text,
  /// or at the end when nil.
  public init(text: String = "", cursor: Int? = nil) {
    self.text = String(text.prefix(Draft.limit))
    self.cursor = min(max(0, cursor ?? self.text.count), self.text.count)
  }

  /// True when nothing is typed; the model then drops the draft rather than keep it.
  public var isEmpty: Bool { text.isEmpty }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }

  /// True for what a draft takes: a newline or a character that is not a control
  /// (C0, DEL, or C1: U+0080–U+009F, which a terminal may take as ESC sequences,
  /// U+009B as CSI).
  private static func isTypeable(_ character: Character) -> Bool {
    character == "\n"
      || !(character.unicodeScalars.first.map {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      } ?? true)
  }

  /// Inserts `typed` at the cursor; control characters (C0, DEL, C1) other than
  /// newline are dropped.
  public mutating func insert(_ typed: String) {
    let clean = typed.filter(Draft.isTypeable)
    let room = Draft.limit - text.count
    guard room > 0, !clean.isEmpty else { return }
    let kept = String(clean.prefix(room))
    let start = text.utf8.distance(from: text.startIndex, to: index(cursor))
    text.insert(contentsOf: kept, at: index(cursor))
    // What is typed can join the character before it (a combining mark typed after
    // a letter is one character with it): count the characters up to its end again.
    let end = text.utf8.index(text.startIndex, offsetBy: start + kept.utf8.count)
    cursor = min(text[..<end].count, text.count)
  }

  // Removing a character can join its neighbours into one (Hangul jamo), so the
  // cursor is kept inside the text after every removal.

  /// Backspace: removes the character before the cursor.
  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    text.remove(at: index(cursor - 1))
    cursor = min(cursor - 1, text.count)
  }

  /// Delete: removes the character after the cursor.
  public mutating func deleteForward() {
    guard cursor < text.count else { return }
    text.remove(at: index(cursor))
    cursor = min(cursor, text.count)
  }

  /// One character back; stops at the start.
  public mutating func moveLeft() { cursor = max(0, cursor - 1) }
  /// One character on; stops at the end.
  public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
  /// To the start of the whole draft (Home and Up), not of its line.
  public mutating func moveToStart() { cursor = 0 }
  /// To the end of the whole draft (End and Down), not of its line.
  public mutating func moveToEnd() { cursor = text.count }

  /// Applies an editing key: text, Backspace, Delete, arrows, Home, End, Enter (a
  /// new line). Returns false for keys that are not editing keys.
  public mutating func edit(with key: Key) -> Bool {
    if let typed = key.typedText {
      insert(typed)
      return true
    }
    switch key {
    case .backspace: deleteBackward()
    case .delete: deleteForward()
    case .left: moveLeft()
    case .right: moveRight()
    case .home, .up: moveToStart()
    case .end, .down: moveToEnd()
    case .enter: insert("\n")
    default: return false
    }
    return true
  }

  /// What the status line says when `key`, a paste, took `before` to `after` but
  /// did not all fit (the draft's limit, or what the front keeps of one paste), so
  /// nothing is lost without the person knowing; nil when it all went in.
  ///
  /// ```swift
  /// Draft.cutNotice(for: .paste(big, dropped: 990_018), from: before, to: after)
  /// // "paste cut to 10,000 of 1,000,018 characters"
  /// ```
  public static func cutNotice(for key: Key, from before: Draft, to after: Draft) -> String? {
    guard case .paste(let text, let dropped) = key else { return nil }
    let offered = text.count(where: isTypeable) + dropped
    let kept = max(0, after.text.count - before.text.count)
    guard kept < offered else { return nil }
    return "paste cut to \(kept.grouped) of \(offered.grouped) characters"
  }
}
