import Testing

@testable import DuoLayoutCore

/// The draft against characters that join or split. Found by the `keys`
/// fuzz target: typing a combining mark after a letter left the cursor one past
/// the end (the two are one character), and the next key trapped.
@Suite("Draft: joining characters keep the cursor inside the text")
struct DraftFaultTests {
  @Test("a combining mark typed on its own joins the letter before it; typing goes on")
  func combiningMarkTypedAlone() {
    var draft = Draft()
    for key in ["e", "\u{301}"] {
      let edited = draft.edit(with: .character(Character(key)))
      #expect(edited)
    }
    #expect(draft.text == "e\u{301}")
    #expect(draft.cursor == 1)
    _ = draft.edit(with: .character("x"))
    #expect(draft.text == "e\u{301}x")
    #expect(draft.cursor == 2)
  }

  @Test("a joiner and an emoji typed one at a time make one character")
  func joinerTypedAlone() {
    var draft = Draft()
    for key in ["👩", "\u{200D}", "💻", "!"] {
      let edited = draft.edit(with: .character(Character(key)))
      #expect(edited)
    }
    #expect(draft.text == "👩\u{200D}💻!")
    #expect(draft.cursor == 2)
  }

  @Test("a mark typed in the middle joins the character before the cursor")
  func markInTheMiddle() {
    var draft = Draft(text: "ab")
    draft.moveLeft()
    draft.insert("\u{308}")
    #expect(draft.text == "a\u{308}b")
    #expect(draft.cursor == 1)
    draft.insert("c")
    #expect(draft.text == "a\u{308}cb")
  }

  @Test("a paste ending in a mark that joins the text after the cursor")
  func pasteJoiningWhatFollows() {
    var draft = Draft(text: "\u{1161}", cursor: 0)  // a Hangul vowel
    draft.insert("\u{1100}")  // a leading consonant: the two are one syllable
    #expect(draft.text.count == 1)
    #expect(draft.cursor <= draft.text.count)
    draft.insert("z")
    #expect(draft.cursor <= draft.text.count)
  }

  /// Scalars that join, split or stand alone.
  static let scalars: [Unicode.Scalar] = [
    "a", "e", "x", " ", "\n", "\u{301}", "\u{308}", "\u{200D}", "\u{FE0F}", "\u{20E3}",
    "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{1F1EF}", "\u{1F1F5}", "\u{1F3FB}",
    "👩", "💻", "❤", "東", "\u{E0067}", "\u{E007F}", "\u{1F3F4}",
  ]

  @Test("random edits with joining characters: the cursor never leaves the text", arguments: 1...8)
  func randomEdits(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var draft = Draft()
    for step in 0..<2_000 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5:
        let length = Int.random(in: 1...3, using: &random)
        var typed = String.UnicodeScalarView()
        for _ in 0..<length { typed.append(Self.scalars.randomElement(using: &random)!) }
        draft.insert(String(typed))
      case 5: draft.deleteBackward()
      case 6: draft.deleteForward()
      case 7: draft.moveLeft()
      case 8: draft.moveRight()
      default: Bool.random(using: &random) ? draft.moveToStart() : draft.moveToEnd()
      }
      guard draft.cursor >= 0, draft.cursor <= draft.text.count else {
        Issue.record("seed \(seed), step \(step): cursor \(draft.cursor) of \(draft.text.count)")
        return
      }
    }
    #expect(draft.text.count <= Draft.limit)
  }
}

/// A paste cut to the draft's limit says so, so nothing is lost
/// without the person knowing.
@Suite("Draft: a paste cut short is told")
struct DraftCutNoticeTests {
  @Test("a paste past the draft's room: the notice names what was kept of what came")
  func cutToTheLimit() {
    let before = Draft(text: String(repeating: "a", count: Draft.limit - 4))
    var after = before
    let key = Key.paste("0123456789", dropped: 990_008)
    let edited = after.edit(with: key)
    #expect(edited)
    #expect(after.text.count == Draft.limit)
    #expect(
      Draft.cutNotice(for: key, from: before, to: after)
        == "paste cut to 4 of 990,018 characters")
  }

  @Test("a paste that fits says nothing, whatever control characters it held")
  func fits() {
    let before = Draft()
    var after = before
    let key = Key.paste("a\tb\u{7}c\nd")
    let edited = after.edit(with: key)
    #expect(edited)
    #expect(after.text == "abc\nd")
    #expect(Draft.cutNotice(for: key, from: before, to: after) == nil)
    #expect(Draft.cutNotice(for: .character("x"), from: before, to: after) == nil)
  }

  /// A bracketed paste and `play --keys` hand C1 controls (U+0080–U+009F) to the
  /// draft as they came; typing in a terminal never does. They are dropped as the
  /// C0 ones are, and a paste of nothing else says nothing.
  @Test("a paste of C1 controls: dropped as the C0 ones are")
  func c1Controls() {
    var draft = Draft()
    let key = Key.paste("x\u{85}y\u{9B}2Jz\u{80}\u{9F}")
    let edited = draft.edit(with: key)
    #expect(edited)
    #expect(draft.text == "xy2Jz")
    #expect(draft.cursor == 5)
    #expect(Draft.cutNotice(for: key, from: Draft(), to: draft) == nil)
  }

  @Test(
    "numbers are grouped in thousands",
    arguments: [
      (0, "0"), (999, "999"), (1000, "1,000"), (1_000_018, "1,000,018"), (-2500, "-2,500"),
    ])
  func grouped(number: Int, text: String) {
    #expect(number.grouped == text)
  }
}
