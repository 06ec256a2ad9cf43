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
    // Most lines hold no right-to-left scalar at all: they come back as they are
    // without a walk through their characters (a frame paints hundreds of lines).
    if base == .leftToRight && !mayHoldRightToLeft(line) { return line }
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
    character.unicodeScalars.first.flatMap(strength)
  }

  /// The direction a character whose first scalar is `scalar` pulls its run in.
  static func strength(_ scalar: Unicode.Scalar) -> LayoutDirection? {
    if scalar.isASCII { return asciiStrength(scalar.value) }
    if isRightToLeft(scalar) { return .rightToLeft }
    // The punctuation, arrows, box lines, blocks and shapes a screen is drawn with
    // are neither letters nor digits: known without Unicode's property tables.
    if GraphemeScan.isInertSymbol(scalar.value) { return nil }
    if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
      return .leftToRight
    }
    // Emoji and other symbols are neutral, as are spaces and punctuation.
    return nil
  }

  /// One line of a paragraph in visual order, in the direction its own first
  /// strong character gives (English stays left to right in a right-to-left
  /// layout, Hebrew runs right to left in either), else `layout`'s:
  /// `visual(line, base: paragraphDirection(line) ?? layout)`. A line with no
  /// right-to-left scalar in a left-to-right layout comes back after one look at
  /// its bytes (a frame paints hundreds of lines, most of them so).
  ///
  /// ```swift
  /// BidiText.visualLine("Re: שלום", layout: .rightToLeft)  // "Re: םולש"
  /// ```
  public static func visualLine(_ line: String, layout: LayoutDirection) -> String {
    if layout == .leftToRight && !mayHoldRightToLeft(line) { return line }
    return visual(line, base: paragraphDirection(line) ?? layout)
  }

  /// The direction of a paragraph by its first strong character (as a label with
  /// natural alignment reads it: English stays left to right in a right-to-left
  /// layout, Hebrew runs right to left in either), or nil when it has none.
  ///
  /// ```swift
  /// BidiText.paragraphDirection("שלום, Avi")  // .rightToLeft
  /// ```
  public static func paragraphDirection(_ text: String) -> LayoutDirection? {
    // Walked without grapheme breaking where none is needed (`GraphemeScan`): a
    // line of box lines and blocks has no strong character, and finding that by
    // `Character`s cost most of a frame that paints a map.
    var direction: LayoutDirection? = nil
    GraphemeScan.forEach(text) { grapheme in
      switch grapheme {
      case .scalar(let scalar): direction = strength(scalar)
      case .character(let character, _): direction = strength(character)
      }
      return direction == nil
    }
    return direction
  }

  /// True when `text` holds a right-to-left character.
  public static func hasRightToLeft(_ text: String) -> Bool {
    mayHoldRightToLeft(text) && text.contains { strength($0) == .rightToLeft }
  }

  /// `strength` of an ASCII scalar: its letters are its only alphabetic scalars, its
  /// digits its only numeric ones.
  static func asciiStrength(_ value: UInt32) -> LayoutDirection? {
    switch value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: .leftToRight
    default: nil
    }
  }

  /// True for a scalar of the right-to-left scripts' blocks (Hebrew, Arabic and
  /// their presentation forms).
  static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: true
    default: false
    }
  }

  /// False when no scalar of `text` is right to left, so no character is (a
  /// character pulls the way its first scalar does): a look at its UTF-8 bytes, no
  /// scalars decoded. The right-to-left blocks (U+0590–U+08FF, U+FB1D–U+FDFF,
  /// U+FE70–U+FEFF) start with the lead bytes D6–DF, E0 and EF, which are never
  /// continuation bytes; true for any text that has one (a few other scripts and
  /// symbols too, which the callers' full rule then finds left to right).
  static func mayHoldRightToLeft(_ text: String) -> Bool {
    func isLead(_ byte: UInt8) -> Bool { (0xD6...0xE0).contains(byte) || byte == 0xEF }
    return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isLead) }
      ?? text.utf8.contains(where: isLead)
  }
}
