/// One word of keys as people write them, in `duoterm play --keys` and on a tour's
/// key lines: words are separated by spaces, and a word in quotes (`'hello world'`
/// or `"hello world"`) is a phrase, typed as it is, spaces and all. Without the
/// quotes the spaces only separate words, so `hello world` types `helloworld`.
///
/// A quote mark inside a word is an ordinary character (`don't`), and a quote mark
/// on its own is the key that types it.
///
/// ```swift
/// try KeyWord.parse("Tab 'hello world' Enter")
/// // [.word("Tab"), .phrase("hello world"), .word("Enter")]
/// try KeyWord.keys("Tab 'hi you'")  // [.tab, "h", "i", .space, "y", "o", "u"]
/// ```
public enum KeyWord: Hashable, Sendable {
  /// A key name (`Tab`, `F3`, `C-o`) or, to `play`, a word typed as text.
  case word(String)
  /// The text between a pair of quotes, typed as it is.
  case phrase(String)

  /// The words of `text`. Throws for a phrase with no closing quote, an empty
  /// phrase, or a closing quote with more of the word after it.
  public static func parse(_ text: String) throws(KeyWordError) -> [KeyWord] {
    var result: [KeyWord] = []
    var rest = Substring(text)
    while true {
      rest = rest.drop { $0 == " " }
      guard let first = rest.first else { return result }
      let word = rest.prefix { $0 != " " }
      guard first == "'" || first == "\"", word.count > 1 else {
        result.append(.word(String(word)))
        rest = rest.dropFirst(word.count)
        continue
      }
      let body = rest.dropFirst()
      guard let close = body.firstIndex(of: first) else {
        throw KeyWordError("\(rest) has no closing \(first); end the phrase with \(first)")
      }
      let phrase = body[..<close]
      guard !phrase.isEmpty else {
        throw KeyWordError("\(first)\(first) types nothing; put the text between the quotes")
      }
      rest = body[body.index(after: close)...]
      if let next = rest.first, next != " " {
        let whole = "\(first)\(phrase)\(first)\(rest.prefix { $0 != " " })"
        throw KeyWordError(
          "\(whole): a phrase ends at its closing quote; put a space after \(first)\(phrase)\(first)"
        )
      }
      result.append(.phrase(String(phrase)))
    }
  }

  /// The keys `text` stands for, as `duoterm play --keys` reads it: a key name is
  /// its key, any other word is typed a character at a time, and a phrase is typed
  /// with its spaces. Throws for a word that looks like a key but names none (`F13`).
  public static func keys(_ text: String) throws(KeyWordError) -> [Key] {
    var keys: [Key] = []
    for word in try parse(text) {
      switch word {
      case .phrase(let phrase): keys += typing(phrase)
      case .word(let name):
        do {
          if let key = try Key(name: name) {
            keys.append(key)
          } else {
            keys += typing(name)
          }
        } catch {
          throw KeyWordError(error.description)
        }
      }
    }
    return keys
  }

  /// The keys that type `text`: each character, a space as `Space`.
  public static func typing(_ text: String) -> [Key] {
    text.map { $0 == " " ? .space : .character($0) }
  }
}
