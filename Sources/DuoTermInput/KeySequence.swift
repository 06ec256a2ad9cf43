import DuoLayoutCore

/// What a complete CSI sequence from the keyboard means: a key (pressed, repeated
/// or let go), a key DuoTerm has no binding for, named so the status line can say
/// so (`Ctrl-Up`), or the terminal's answer about the kitty keyboard protocol. Pure.
///
/// It reads the forms xterm, tmux, screen and the linux console send (`CSI A` and
/// `SS3 A` are Up, `CSI 1~` Home, `CSI 1;5A` Ctrl-Up, `SS3 P` F1, `CSI 15;2~`
/// Shift-F5) and the kitty keyboard protocol's (`CSI 119;1:3u` is W let go,
/// `CSI 99;5u` Ctrl-C, `CSI ?27u` the flags it has on).
///
/// ```swift
/// KeySequence.decode(parameters: Array("1;5".utf8), final: UInt8(ascii: "A"))
/// // .unbound("Ctrl-Up")
/// KeySequence.decode(parameters: Array("119;1:3".utf8), final: UInt8(ascii: "u"))
/// // .release(.character("w"))
/// ```
public enum KeySequence {
  /// The input for CSI `parameters` `final`, or nil for a sequence that is no key
  /// (a report, a mouse event, a modifier key alone).
  public static func decode(parameters: [UInt8], final: UInt8) -> DecodedInput? {
    decode(parameters: parameters, final: final, letters: letters)
  }

  /// The input for SS3 `parameters` `final` (`ESC O A` is Up, `ESC O R` F3, and
  /// `ESC O 5 P` Ctrl-F1 as some terminals send it), or nil.
  ///
  /// ```swift
  /// KeySequence.decode(ss3: [], final: UInt8(ascii: "Q"))  // .key(.function(2))
  /// ```
  public static func decode(ss3 parameters: [UInt8], final: UInt8) -> DecodedInput? {
    guard final != UInt8(ascii: "Z"), parameters.allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    let modified = parameters.isEmpty ? [] : Array("1;".utf8) + parameters
    return decode(parameters: modified, final: final, letters: ss3Letters)
  }

  private static func decode(
    parameters: [UInt8], final: UInt8, letters: [UInt8: (key: Key?, name: String)]
  ) -> DecodedInput? {
    // The keys sent most (an arrow, Home): no parameters to read.
    if parameters.isEmpty, let key = letters[final]?.key { return .key(key) }
    let text = String(decoding: parameters, as: UTF8.self)
    if text.hasPrefix("?") {
      guard final == UInt8(ascii: "u"), let flags = Int(text.dropFirst()) else { return nil }
      return .keyboardProtocol(flags: flags)
    }
    guard text.allSatisfy({ $0.isNumber || $0 == ";" || $0 == ":" }) else { return nil }
    let fields = text.split(separator: ";", omittingEmptySubsequences: false).map {
      $0.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
    }
    func field(_ index: Int, _ sub: Int = 0) -> Int? {
      index < fields.count && sub < fields[index].count ? fields[index][sub] : nil
    }
    let modifiers = max(0, (field(1) ?? 1) - 1)
    let event = field(1, 1) ?? 1
    let base: (key: Key?, name: String)
    switch final {
    case UInt8(ascii: "u"):
      guard let code = field(0) else { return nil }
      let typed = fields.count > 2 ? fields[2].compactMap { $0.flatMap(Unicode.Scalar.init) } : []
      return textKey(code: code, modifiers: modifiers, event: event, typed: typed)
    case UInt8(ascii: "~"):
      guard let number = field(0), let named = tilde[number] else { return nil }
      base = named
    default:
      guard let named = letters[final], field(0) ?? 1 == 1 else { return nil }
      base = named
    }
    if final == UInt8(ascii: "Z") {  // Shift-Tab, however the Shift is reported
      return wrap(.backTab, event: event)
    }
    if modifiers == 0, let key = base.key { return wrap(key, event: event) }
    return event == 3 ? nil : .unbound(name(base.name, modifiers: modifiers))
  }

  /// The name of a key with modifiers, as the help writes keys: `Ctrl-Alt-Up`.
  public static func name(_ key: String, modifiers: Int) -> String {
    let parts = [(4, "Ctrl"), (2, "Alt"), (1, "Shift"), (8, "Super")]
    return (parts.filter { modifiers & $0.0 != 0 }.map(\.1) + [key]).joined(separator: "-")
  }

  /// A press or repeat is a key; a release is a release.
  private static func wrap(_ key: Key, event: Int) -> DecodedInput {
    event == 3 ? .release(key) : .key(key)
  }

  /// A kitty key event by its Unicode code point: text keys type what the terminal
  /// says they type, Ctrl and a letter is that Ctrl key, and the named keys are
  /// keys. Modifier keys on their own, and keys DuoTerm cannot name, give nothing.
  private static func textKey(code: Int, modifiers: Int, event: Int, typed: [Unicode.Scalar])
    -> DecodedInput?
  {
    let ctrl = modifiers & 4 != 0
    let others = modifiers & ~(4 | 1 | 64 | 128)  // Shift, Caps Lock and Num Lock aside
    let named: [Int: (Key, String)] = [
      13: (.enter, "Enter"), 9: (.tab, "Tab"), 127: (.backspace, "Backspace"),
      27: (.escape, "Esc"), 57414: (.enter, "Enter"),
    ]
    if let (key, label) = named[code] {
      if code == 9 && modifiers & 1 != 0 && !ctrl && others == 0 {
        return wrap(.backTab, event: event)
      }
      if modifiers & ~(64 | 128) == 0 { return wrap(key, event: event) }
      return event == 3 ? nil : .unbound(name(label, modifiers: modifiers))
    }
    guard code >= 32, code < 57344 || code > 63743, let scalar = Unicode.Scalar(code) else {
      return nil  // a modifier key alone, or a key with no character
    }
    let letter = Character(scalar)
    if ctrl && others == 0, letter.isASCII, letter.isLetter {
      return wrap(.control(Character(letter.lowercased())), event: event)
    }
    if ctrl || others != 0 {
      return event == 3 ? nil : .unbound(name(letter.uppercased(), modifiers: modifiers))
    }
    if event == 3 { return .release(key(for: letter)) }
    // What the key types: the terminal's own text when it sends it, else the key
    // itself (shifted when Shift is down).
    if let first = typed.first {
      return .key(key(for: Character(first)))
    }
    let shifted = modifiers & 1 != 0 ? Character(letter.uppercased()) : letter
    return .key(key(for: shifted))
  }

  private static func key(for character: Character) -> Key {
    character == " " ? .space : .character(character)
  }

  /// `CSI number ~` keys.
  private static let tilde: [Int: (key: Key?, name: String)] = [
    1: (.home, "Home"), 4: (.end, "End"), 2: (.insert, "Insert"), 3: (.delete, "Delete"),
    5: (.pageUp, "PageUp"),
    6: (.pageDown, "PageDown"), 7: (.home, "Home"), 8: (.end, "End"),
    11: (.function(1), "F1"), 12: (.function(2), "F2"), 13: (.function(3), "F3"),
    14: (.function(4), "F4"), 15: (.function(5), "F5"), 17: (.function(6), "F6"),
    18: (.function(7), "F7"), 19: (.function(8), "F8"), 20: (.function(9), "F9"),
    21: (.function(10), "F10"), 23: (.function(11), "F11"), 24: (.function(12), "F12"),
  ]

  /// `CSI 1 ; modifiers letter` keys.
  private static let letters: [UInt8: (key: Key?, name: String)] = [
    UInt8(ascii: "A"): (.up, "Up"), UInt8(ascii: "B"): (.down, "Down"),
    UInt8(ascii: "C"): (.right, "Right"), UInt8(ascii: "D"): (.left, "Left"),
    UInt8(ascii: "H"): (.home, "Home"), UInt8(ascii: "F"): (.end, "End"),
    UInt8(ascii: "P"): (.function(1), "F1"), UInt8(ascii: "Q"): (.function(2), "F2"),
    UInt8(ascii: "S"): (.function(4), "F4"), UInt8(ascii: "Z"): (.backTab, "Shift-Tab"),
  ]

  /// `SS3 letter` keys: as CSI's, and F3, which as `CSI R` would be a cursor
  /// position report.
  private static let ss3Letters = letters.merging([UInt8(ascii: "R"): (.function(3), "F3")]) {
    $1
  }
}
