import Testing

@testable import DuoLayoutCore

/// `Key(name:)`: tmux key names, as `duoterm play` and the end-to-end tests send them.
@Suite("Key names")
struct KeyNameTests {
  static let named: [(String, Key)] = [
    ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right), ("Enter", .enter),
    ("Escape", .escape), ("BSpace", .backspace), ("Tab", .tab), ("BTab", .backTab),
    ("Space", .space), ("PageUp", .pageUp), ("PageDown", .pageDown), ("Home", .home),
    ("End", .end), ("DC", .delete),
  ]

  static let function: [(String, Key)] = (1...12).map { ("F\($0)", .function($0)) }

  static let control: [(String, Key)] = "abcdefghijklmnopqrstuvwxyz\\".map {
    ("C-\($0)", .control($0))
  }

  @Test("named keys", arguments: named)
  func namedKeys(name: String, key: Key) throws {
    #expect(try Key(name: name) == key)
    #expect(key.name == name)
  }

  @Test("F1 … F12", arguments: function)
  func functionKeys(name: String, key: Key) throws {
    #expect(try Key(name: name) == key)
    #expect(key.name == name)
  }

  @Test("C-a … C-z and C-\\", arguments: control)
  func controlKeys(name: String, key: Key) throws {
    #expect(try Key(name: name) == key)
    #expect(key.name == name)
  }

  @Test("C- with a capital letter is the same key")
  func controlUppercase() throws {
    #expect(try Key(name: "C-O") == .control("o"))
  }

  @Test(
    "tmux's other spellings",
    arguments: [("PPage", Key.pageUp), ("NPage", .pageDown), ("IC", .insert)])
  func aliases(name: String, key: Key) throws {
    #expect(try Key(name: name) == key)
  }

  @Test("one character is that character", arguments: ["a", "W", "F", "C", "?", "1", "漢"])
  func singleCharacter(name: String) throws {
    #expect(try Key(name: name) == .character(Character(name)))
  }

  @Test("a lone space is Space")
  func loneSpace() throws {
    #expect(try Key(name: " ") == .space)
  }

  @Test(
    "ordinary words are not key names",
    arguments: ["hello", "Foo", "Fx", "up", "enter", "Control", "quit", "F1x", "", "M-x"])
  func ordinaryWords(name: String) throws {
    #expect(try Key(name: name) == nil)
  }

  @Test(
    "names that look like keys but are not throw",
    arguments: ["F13", "F0", "F99", "C-1", "C-ab", "C-", "C-é"])
  func lookalikesThrow(name: String) {
    let error = #expect(throws: KeyNameError.self) { try Key(name: name) }
    #expect(error?.name == name)
    #expect(error?.description.contains(name) == true)
  }

  @Test(
    "labels for the help and the README",
    arguments: [
      (Key.function(2), "F2"), (.control("o"), "Ctrl-O"), (.left, "←"), (.space, "Space"),
      (.escape, "Esc"), (.character("w"), "W"), (.character("?"), "?"), (.backTab, "Shift-Tab"),
    ])
  func labels(key: Key, label: String) {
    #expect(key.label == label)
  }

  @Test(
    "typed text",
    arguments: [
      (Key.character("x"), "x"), (.space, " "), (.paste("hi there"), "hi there"), (.enter, nil),
      (.control("c"), nil), (.function(1), nil),
    ] as [(Key, String?)])
  func typedText(key: Key, text: String?) {
    #expect(key.typedText == text)
  }
}
