/// A line of text put in visual order, left to right as the cells run: terminals
/// reorder bidirectional text inconsistently (some not at all), so DuoTerm does it
/// itself and writes the cells in the order they are seen. A simplified form of
/// the Unicode bidirectional algorithm, enough for Hebrew (which needs no
/// shaping) among Latin text and digits:
///
/// - right-to-left characters (Hebrew, Arabic) form right-to-left runs; letters
///   and digits of other scripts form left-to-right runs;
/// - spaces and punctuation between two runs of one direction take it, else the
///   line's base direction;
/// - left to right, the runs stay in order and each right-to-left run is reversed;
///   right to left, the runs go in reverse order and left-to-right ones keep theirs.
///
/// A line with no right-to-left character in a left-to-right base comes back as it is.
///
/// ```swift
/// BidiText.visual("Re: שלום", base: .leftToRight)  // "Re: םולש"
/// BidiText.visual("Re: שלום", base: .rightToLeft)  // "םולש :Re"
/// ```
public enum BidiText {
  /// `line` in visual order for a paragraph running in `base`.
  public static func visual(_ line: String, base: LayoutDirection) -> String {
    let characters = Array(line)
    let strong = characters.map(strength)
    if base == .leftToRight && !strong.contains(.rightToLeft) { return line }
    // Resolve neutrals: the direction of the runs on both sides when they agree.
    var resolved = strong
    var index = 0
    while index < resolved.count {
      guard resolved[index] == nil else {
        index += 1
        continue
      }
      var end = index
      while end < resolved.count, resolved[end] == nil { end += 1 }
      let before = index > 0 ? resolved[index - 1] : base
      let after = end < resolved.count ? resolved[end] : base
      let direction = before == after ? before : base
      for i in index..<end { resolved[i] = direction }
      index = end
    }
    // Runs of one direction, in logical order.
    var runs: [(direction: LayoutDirection, text: [Character])] = []
    for (character, direction) in zip(characters, resolved) {
      let direction = direction ?? base
      if let last = runs.last, last.direction == direction {
        runs[runs.count - 1].text.append(character)
      } else {
        runs.append((direction, [character]))
      }
    }
    let ordered = base == .leftToRight ? runs : runs.reversed()
    return String(
      ordered.flatMap { $0.direction == .rightToLeft ? Array($0.text.reversed()) : $0.text })
  }

  /// The direction a character pulls its run in, or nil when it has none of its own.
  static func strength(_ character: Character) -> LayoutDirection? {
    guard let scalar = character.unicodeScalars.first else { return nil }
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return .rightToLeft
    default: break
    }
    if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
      return .leftToRight
    }
    // Emoji and other symbols are neutral, as are spaces and punctuation.
    return nil
  }

  /// The direction of a paragraph by its first strong character (as a label with
  /// natural alignment reads it: English stays left to right in a right-to-left
  /// layout, Hebrew runs right to left in either), or nil when it has none.
  ///
  /// ```swift
  /// BidiText.paragraphDirection("שלום, Avi")  // .rightToLeft
  /// ```
  public static func paragraphDirection(_ text: String) -> LayoutDirection? {
    for character in text {
      if let direction = strength(character) { return direction }
    }
    return nil
  }

  /// True when `text` holds a right-to-left character.
  public static func hasRightToLeft(_ text: String) -> Bool {
    text.contains { strength($0) == .rightToLeft }
  }
}
