/// Every glyph outside printable ASCII that DuoTerm itself draws: the chrome's
/// (bezels, fold bands, the status line, overlays, the hinge's side view) and the
/// patterns' (bar symbols, dividers, discs, marks). Text that comes from content (a
/// message, a screen file) is not on it: that is drawn as it is.
///
/// A glyph is on the list only if every terminal gives it the same width: the same
/// in the East Asian Width tables of Unicode 9.0 through 17.0 and in glibc's
/// `wcwidth`, with no emoji presentation of its own. A glyph whose width moved
/// between those versions makes every row holding it a column too wide on some
/// terminals, and the whole frame shifts: "☰" (U+2630) is one column in glibc and
/// tmux 3.3 and two from Unicode 16 on, so the recipe's ingredients item draws "≡"
/// instead. The East Asian Ambiguous ones here (box lines, "·", "…", "○") are one
/// column in every terminal's default setting; they stay, as no narrower spelling
/// of a box exists. A test renders every frame the audit sweeps and checks each
/// cell against this list.
///
/// ```swift
/// DrawnGlyphs.all.contains("─")  // true
/// DrawnGlyphs.all.contains("☰")  // false: its width moved in Unicode 16
/// ```
public enum DrawnGlyphs {
  /// Box drawing: bezels, panes, dividers, the fold's bands, the help box.
  public static let boxLines = Set(
    "─━│┃┄┆┈┊╌╎┌┏┐┓└┗┘┛├┤┬┴┼═║╔╗╚╝╠╣╦╩╭╮╯╰")

  /// Blocks and shades: dark glass, scroll thumbs, half blocks of a turned half.
  public static let blocks = Set("▀▄█▌▐░▒▓")

  /// Geometric shapes: pointers, discs, the wide stand-in of a turned half.
  public static let shapes = Set("▦▯▲▴▶▸▼▾◀◂◆◉○◎●◧◫")

  /// Arrows.
  public static let arrows = Set("←↑→↓↩↯↺⇄⇔⇪⟲⤒➤")

  /// Symbols of bars and marks.
  public static let symbols = Set("☀★♥⚐⚑⚠⚲✉✎✓✖✦⌫≡")

  /// Braille patterns: the hinge's side view, drawn dot by dot (U+2800–U+28FF).
  public static let braille = Set((0x2800...0x28FF).map { Character(Unicode.Scalar($0)!) })

  /// Punctuation and signs of words and numbers.
  public static let signs = Set("°±·½×–—•…‹⅓⅔−≈≤⋯")

  /// The whole list.
  public static let all = boxLines.union(blocks).union(shapes).union(arrows).union(symbols)
    .union(braille).union(signs)

  /// Code points whose terminal width is not the same in Unicode 9.0–17.0 and in
  /// glibc: the Yijing trigrams and digrams and the Tai Xuan Jing monograms and
  /// hexagrams, wide from Unicode 16 on (emoji-presentation characters, wide from
  /// Unicode 9 on, are found by their property instead). Content holding them is
  /// measured as Unicode 15 measures it.
  public static let unsettledWidths: [ClosedRange<UInt32>] = [
    0x2630...0x2637, 0x268A...0x268F, 0x4DC0...0x4DFF, 0x1D300...0x1D356,
  ]

  /// Whether `glyph` is drawn one column wide by every terminal.
  public static func isSettled(_ glyph: Character) -> Bool {
    glyph.unicodeScalars.count == 1
      && glyph.unicodeScalars.allSatisfy { scalar in
        !scalar.properties.isEmojiPresentation
          && !unsettledWidths.contains { $0.contains(scalar.value) }
      }
  }
}
