import Testing

@testable import DuoLayoutCore

/// Keys written as words. Spaces separate words, so
/// `Tab hello world` types `helloworld`; a quoted phrase types its spaces, in
/// `play --keys` and on a tour's key lines alike.
@Suite("Key words")
struct KeyWordTests {
  @Test(
    "words and quoted phrases",
    arguments: [
      ("Tab hello world", [KeyWord.word("Tab"), .word("hello"), .word("world")]),
      ("Tab 'hello world'", [.word("Tab"), .phrase("hello world")]),
      ("\"hello world\" Enter", [.phrase("hello world"), .word("Enter")]),
      ("  'a  b'   c ", [.phrase("a  b"), .word("c")]),
      ("\"it's\" 'say \"hi\"'", [.phrase("it's"), .phrase("say \"hi\"")]),
      ("don't ' \"", [.word("don't"), .word("'"), .word("\"")]),
      ("", []),
    ])
  func words(text: String, words: [KeyWord]) throws {
    #expect(try KeyWord.parse(text) == words)
  }

  @Test("an example: unquoted words lose the space, a quoted phrase keeps it")
  func issueExample() throws {
    let typed = { (text: String) throws -> String in
      try KeyWord.keys(text).compactMap(\.typedText).joined()
    }
    #expect(try typed("Tab hello world") == "helloworld")
    #expect(try typed("Tab 'hello world'") == "hello world")
    #expect(try typed("Tab \"hello world\"") == "hello world")
    #expect(try typed("hello Space world") == "hello world")
    #expect(try KeyWord.keys("Tab 'a b'") == [.tab, .character("a"), .space, .character("b")])
  }

  @Test("a phrase's key names are typed, not pressed")
  func phraseIsText() throws {
    #expect(
      try KeyWord.keys("'F3 Up'")
        == [.character("F"), .character("3"), .space, .character("U"), .character("p")])
    #expect(try KeyWord.keys("F3 Up") == [.function(3), .up])
  }

  @Test(
    "a phrase that cannot be read says how to write it",
    arguments: [
      ("'hello world", "'hello world has no closing '; end the phrase with '"),
      ("Tab \"hi", "\"hi has no closing \"; end the phrase with \""),
      ("''", "'' types nothing; put the text between the quotes"),
      ("'a b'c", "'a b'c: a phrase ends at its closing quote; put a space after 'a b'"),
    ])
  func badPhrases(text: String, message: String) {
    #expect(throws: KeyWordError(message)) { try KeyWord.parse(text) }
  }

  @Test("a word that looks like a key but is none is a mistake in keys(_:)")
  func badKeyName() {
    #expect(throws: KeyWordError("unknown key 'F13': function keys are F1 … F12")) {
      try KeyWord.keys("Down F13")
    }
  }
}
