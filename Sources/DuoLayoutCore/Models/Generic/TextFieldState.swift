/// A text field's state: what is typed with its cursor (`Draft`), and whether the
/// field has keyboard focus (measured on the iPhone Duo simulator: a field whose identity never changes kept
/// its focus through a fold, one rebuilt by a layout switch lost it). Both live in the model, so a
/// fold neither loses a word nor takes the focus away.
///
/// ```swift
/// var reply = TextFieldState()
/// reply.focus()
/// reply.type(.character("H"))  // true: typed
/// reply.type(.escape)          // true: the field lets go of the focus
/// reply.take()                 // "H", and the field is empty
/// ```
public struct TextFieldState: PatternModel {
  /// The text and its cursor.
  public var draft = Draft()
  /// True while keys type into the field.
  public var isFocused = false

  public init() {}

  public init(draft: Draft, isFocused: Bool = false) {
    self.draft = draft
    self.isFocused = isFocused
  }

  /// The text typed so far.
  public var text: String { draft.text }

  /// True when nothing is typed.
  public var isEmpty: Bool { draft.isEmpty }

  /// Keys type into the field from now on.
  public mutating func focus() { isFocused = true }

  /// Keys go back to the screen; the text stays.
  public mutating func blur() { isFocused = false }

  /// A key while the field has focus: Esc and Tab let go of the focus, editing
  /// keys edit (`Draft.edit`). False when the field has no focus or the key is no
  /// editing key, so the screen can have it. A screen that sends on Enter checks
  /// for it first: to the draft, Enter is a new line.
  public mutating func type(_ key: Key) -> Bool {
    guard isFocused else { return false }
    if key == .escape || key == .tab {
      blur()
      return true
    }
    return draft.edit(with: key)
  }

  /// The text, taken out of the field to be sent: the field is left empty and
  /// without focus.
  public mutating func take() -> String {
    defer { self = TextFieldState() }
    return draft.text
  }

  /// The field as a node: its text, the cursor while it has focus, and the
  /// placeholder while it is empty and has none.
  public func node(id: String, frame: Rect, placeholder: String) -> LayoutNode {
    LayoutNode(
      id: id,
      role: .field(
        text: draft.text, cursor: isFocused ? draft.cursor : nil, placeholder: placeholder),
      frame: frame, emphasis: isFocused ? .focused : .normal)
  }
}
