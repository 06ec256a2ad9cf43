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
///   right to left, the runs go in reverse order and left-to-right ones keep theirs;
/// - an isolate (FSI, LRI or RLI up to its PDI, UAX #9's marks for "a separate
///   piece of text": a row's name and its date, `TextLine.fit`) is one neutral
///   unit among the line's characters, placed in the line's order, and inside it
///   runs its own direction (FSI: its first strong character's, else left to
///   right). The marks take no cell: they never come back. An isolate left open
///   runs to the end of the line; a PDI with no isolate to close is dropped.
///
/// A line with no right-to-left character and no mark in a left-to-right base
/// comes back as it is.
///
/// ```swift
/// BidiText.visual("Re: שלום", base: .leftToRight)  // "Re: םולש"
/// BidiText.visual("Re: שלום", base: .rightToLeft)  // "םולש :Re"
/// BidiText.visual("\u{2068}Ada\u{2069} \u{2068}Mon\u{2069}", base: .rightToLeft)  // "Mon Ada"
/// ```
public enum BidiText {
  /// First strong isolate (U+2068): what follows, up to its PDI, is a piece of text
  /// of its own, running the way its first strong character pulls.
  public static let firstStrongIsolate: Character = "\u{2068}"
  /// Pop directional isolate (U+2069): ends the isolate the last mark opened.
  public static let popDirectionalIsolate: Character = "\u{2069}"

  /// `line` in visual order for a paragraph running in `base`.
  public static func visual(_ line: String, base: LayoutDirection) -> String {
    // Most lines hold no right-to-left scalar and no mark at all: they come back as
    // they are without a walk through their characters (a frame paints hundreds of
    // lines).
    if base == .leftToRight && !mayNeedReordering(line) { return line }
    let characters = Array(line)
    return String(order(characters[...], base: base).map { characters[$0] })
  }

  /// The positions of `characters` in visual order for a paragraph running in
  /// `base`, marks left out: what a painter needs to put a cursor on the cell of the
  /// character it stands before, which a reordered string alone does not tell.
  ///
  /// ```swift
  /// BidiText.visualOrder(Array("ab שלו"), base: .leftToRight)  // [0, 1, 2, 5, 4, 3]
  /// ```
  public static func visualOrder(_ characters: [Character], base: LayoutDirection) -> [Int] {
    order(characters[...], base: base)
  }

  /// One unit of a line: a character, or an isolate already in visual order (the
  /// positions of their characters in the line).
  private enum Unit {
    case character(Int)
    case isolate([Int])
  }

  /// The positions of `characters` in visual order for a paragraph running in
  /// `base`, marks left out.
  private static func order(_ characters: ArraySlice<Character>, base: LayoutDirection) -> [Int] {
    var units: [Unit] = []
    var index = characters.startIndex
    while index < characters.endIndex {
      let character = characters[index]
      index += 1
      guard let mark = isolateMark(character) else {
        units.append(.character(index - 1))
        continue
      }
      // A PDI here closes nothing: dropped.
      guard mark != 0x2069 else { continue }
      var depth = 1
      var end = index
      while end < characters.endIndex {
        switch isolateMark(characters[end]) {
        case 0x2069: depth -= 1
        case .some: depth += 1
        case nil: break
        }
        if depth == 0 { break }
        end += 1
      }
      let inner = characters[index..<end]
      let direction: LayoutDirection =
        switch mark {
        case 0x2066: .leftToRight
        case 0x2067: .rightToLeft
        default: firstStrong(inner) ?? .leftToRight
        }
      units.append(.isolate(order(inner, base: direction)))
      index = min(end + 1, characters.endIndex)
    }
    // An isolate is neutral where it stands, whatever it holds.
    let strong = units.map { unit -> LayoutDirection? in
      if case .character(let at) = unit { strength(characters[at]) } else { nil }
    }
    if base == .leftToRight && !strong.contains(.rightToLeft) { return flattened(units) }
    // Resolve neutrals: the direction of the runs on both sides when they agree.
    var resolved = strong
    var start = 0
    while start < resolved.count {
      guard resolved[start] == nil else {
        start += 1
        continue
      }
      var end = start
      while end < resolved.count, resolved[end] == nil { end += 1 }
      let before = start > 0 ? resolved[start - 1] : base
      let after = end < resolved.count ? resolved[end] : base
      let direction = before == after ? before : base
      for i in start..<end { resolved[i] = direction }
      start = end
    }
    // Runs of one direction, in logical order.
    var runs: [(direction: LayoutDirection, units: [Unit])] = []
    for (unit, direction) in zip(units, resolved) {
      let direction = direction ?? base
      if let last = runs.last, last.direction == direction {
        runs[runs.count - 1].units.append(unit)
      } else {
        runs.append((direction, [unit]))
      }
    }
    let ordered = base == .leftToRight ? runs : runs.reversed()
    return ordered.flatMap {
      flattened($0.direction == .rightToLeft ? $0.units.reversed() : $0.units)
    }
  }

  /// The positions `units` hold, in their order; an isolate's as it holds them.
  private static func flattened(_ units: some Sequence<Unit>) -> [Int] {
    units.flatMap { unit -> [Int] in
      switch unit {
      case .character(let at): [at]
      case .isolate(let order): order
      }
    }
  }

  /// The scalar of an isolate mark (LRI U+2066, RLI U+2067, FSI U+2068, PDI
  /// U+2069), or nil for any other character.
  static func isolateMark(_ character: Character) -> UInt32? {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, (0x2066...0x2069).contains(first.value),
      scalars.count == 1
    else { return nil }
    return first.value
  }

  /// The direction of the first strong character of `characters` outside any
  /// isolate (UAX #9, P2), or nil when none is.
  private static func firstStrong(_ characters: some Sequence<Character>) -> LayoutDirection? {
    var depth = 0
    for character in characters {
      switch isolateMark(character) {
      case 0x2069: depth = max(0, depth - 1)
      case .some: depth += 1
      case nil: if depth == 0, let direction = strength(character) { return direction }
      }
    }
    return nil
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
    if layout == .leftToRight && !mayNeedReordering(line) { return line }
    return visual(line, base: paragraphDirection(line) ?? layout)
  }

  /// The direction of a paragraph by its first strong character outside any
  /// isolate (as a label with natural alignment reads it: English stays left to
  /// right in a right-to-left layout, Hebrew runs right to left in either), or nil
  /// when it has none: a line of isolates alone runs the layout's way.
  ///
  /// ```swift
  /// BidiText.paragraphDirection("שלום, Avi")  // .rightToLeft
  /// ```
  public static func paragraphDirection(_ text: String) -> LayoutDirection? {
    // Walked without grapheme breaking where none is needed (`GraphemeScan`): a
    // line of box lines and blocks has no strong character, and finding that by
    // `Character`s cost most of a frame that paints a map.
    var direction: LayoutDirection? = nil
    var depth = 0
    GraphemeScan.forEach(text) { grapheme in
      switch grapheme {
      case .scalar(let scalar): direction = depth == 0 ? strength(scalar) : nil
      case .character(let character, _):
        switch isolateMark(character) {
        case 0x2069: depth = max(0, depth - 1)
        case .some: depth += 1
        case nil: direction = depth == 0 ? strength(character) : nil
        }
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

  /// False when `text` holds no right-to-left scalar and no isolate mark: left to
  /// right, it is its own visual order. A look at its UTF-8 bytes, as
  /// `mayHoldRightToLeft`: the marks U+2066–U+2069 are E2 81 A6–A9, so a line
  /// without the byte E2 (most: box lines and arrows have it, plain text does not)
  /// has none.
  ///
  /// ```swift
  /// BidiText.mayNeedReordering("Re: plans")  // false: drawn as it is
  /// BidiText.mayNeedReordering("Re: שלום")   // true
  /// ```
  public static func mayNeedReordering(_ text: String) -> Bool {
    if mayHoldRightToLeft(text) { return true }
    return text.utf8.contains(0xE2) && holdsIsolateMark(text)
  }

  /// `text` without its isolate marks: the logical text a fitted row holds (`TextLine.fit`),
  /// to compare or print.
  ///
  /// ```swift
  /// BidiText.unmarked("\u{2068}Ada\u{2069} \u{2068}Mon\u{2069}")  // "Ada Mon"
  /// ```
  public static func unmarked(_ text: String) -> String {
    guard holdsIsolateMark(text) else { return text }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.filter { !(0x2066...0x2069).contains($0.value) })
    return String(scalars)
  }

  /// True when `text` holds an isolate mark (U+2066–U+2069).
  static func holdsIsolateMark(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) }
  }
}
