/// One key press, as the front decodes it from the terminal and as `duoterm play`
/// reads it from tmux key names. Most terminals send no key releases, so nothing
/// depends on one; where the kitty keyboard protocol sends them they come as
/// `Event.keyReleased`.
///
/// ```swift
/// Key(name: "C-o")      // .control("o")
/// Key(name: "PageDown") // .pageDown
/// Key.function(2).name  // "F2"
/// ```
public enum Key: Hashable, Sendable {
  /// A printable character: text when a field has focus.
  case character(Character)
  /// Ctrl and a letter, lower case: `.control("o")` is Ctrl-O; or Ctrl and a
  /// backslash, `.control("\\")` (the byte 0x1C), or a closing bracket,
  /// `.control("]")` (0x1D): both passed on by tmux and terminals.
  case control(Character)
  /// F1 … F12.
  case function(Int)
  case up, down, left, right
  case enter, escape, backspace, tab, backTab, space
  case pageUp, pageDown, home, end, delete, insert
  /// A bracketed paste: typed as text where text goes, never run as keys.
  /// `dropped` counts the characters past what the front keeps of one paste, so a
  /// field can say how much of it did not fit.
  case paste(String, dropped: Int = 0)

  /// The tmux name of the key (`Up`, `BSpace`, `C-c`, `F10`), or the character.
  public var name: String {
    switch self {
    case .character(let c): String(c)
    case .control(let c): "C-\(c)"
    case .function(let n): "F\(n)"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .enter: "Enter"
    case .escape: "Escape"
    case .backspace: "BSpace"
    case .tab: "Tab"
    case .backTab: "BTab"
    case .space: "Space"
    case .pageUp: "PageUp"
    case .pageDown: "PageDown"
    case .home: "Home"
    case .end: "End"
    case .delete: "DC"
    case .insert: "IC"
    case .paste(let text, let dropped): "paste(\(text.count + dropped))"
    }
  }

  /// The label the help overlay and the README show: `F2`, `Ctrl-O`, `←`, `Space`.
  public var label: String {
    switch self {
    case .control(let c): "Ctrl-\(c.uppercased())"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .backspace: "Backspace"
    case .backTab: "Shift-Tab"
    case .delete: "Delete"
    case .insert: "Insert"
    case .escape: "Esc"
    case .character(let c): c.isLetter ? c.uppercased() : String(c)
    case .paste: "a paste"
    default: name
    }
  }

  /// The key as key tables name it: an upper-case ASCII letter as its lower case
  /// (Shift or Caps Lock does not turn a letter key off), a typed space as Space.
  ///
  ///     Key.character("F").bindingForm  // .character("f")
  public var bindingForm: Key {
    switch self {
    case .character(" "): .space
    case .character(let c) where c.isASCII && c.isUppercase: .character(Character(c.lowercased()))
    default: self
    }
  }

  /// The text this key types into a field, if any.
  public var typedText: String? {
    switch self {
    case .character(let c): String(c)
    case .space: " "
    case .paste(let text, _): text
    default: nil
    }
  }

  private static let named: [String: Key] = [
    "Up": .up, "Down": .down, "Left": .left, "Right": .right,
    "Enter": .enter, "Escape": .escape, "BSpace": .backspace, "Tab": .tab, "BTab": .backTab,
    "Space": .space, "PageUp": .pageUp, "PPage": .pageUp, "PgUp": .pageUp,
    "PageDown": .pageDown, "NPage": .pageDown, "PgDn": .pageDown,
    "Home": .home, "End": .end, "DC": .delete, "Delete": .delete, "IC": .insert,
  ]

  /// The key a tmux key name stands for. Returns nil for a token that is not a
  /// key name, which `duoterm play` then types as text. Throws for a name that
  /// looks like a key but is not one (`F13`, `C-1`).
  public init?(name: String) throws(KeyNameError) {
    if let key = Key.named[name] {
      self = key
      return
    }
    if name.count == 1, let c = name.first {
      self = c == " " ? .space : .character(c)
      return
    }
    if name.hasPrefix("C-") {
      let rest = name.dropFirst(2)
      guard rest.count == 1, let c = rest.first, c.isASCII, c.isLetter || c == "\\" || c == "]"
      else {
        throw KeyNameError(
          name: name, reason: "Ctrl takes one letter, a backslash or ]: C-a … C-z, C-\\, C-]")
      }
      self = .control(Character(c.lowercased()))
      return
    }
    if name.first == "F", name.count > 1, name.dropFirst().allSatisfy(\.isNumber) {
      guard let n = Int(name.dropFirst()), (1...12).contains(n) else {
        throw KeyNameError(name: name, reason: "function keys are F1 … F12")
      }
      self = .function(n)
      return
    }
    return nil
  }
}
