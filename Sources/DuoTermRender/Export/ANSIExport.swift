/// A grid as text with SGR escape sequences, for a terminal: one style change
/// where the style changes, a reset at the end of every line.
///
/// ```swift
/// print(ANSIExport.render(Scene.render(state)))
/// ```
public enum ANSIExport {
  /// The grid as text, a line a row with no final newline; continuation cells add
  /// nothing, as the wide glyph before them covers both columns.
  public static func render(_ grid: CellGrid) -> String {
    var out = ""
    for y in 0..<grid.height {
      var current = Style.plain
      for x in 0..<grid.width {
        let cell = grid[x, y]
        if cell.isContinuation { continue }
        if cell.style != current {
          out += sequence(cell.style)
          current = cell.style
        }
        out.append(cell.character)
      }
      out += current == .plain ? "\n" : "\u{1B}[0m\n"
    }
    if out.hasSuffix("\n") { out.removeLast() }
    return out
  }

  /// The SGR sequence that sets `style` from scratch.
  static func sequence(_ style: Style) -> String {
    var codes = ["0"]
    if style.isBold { codes.append("1") }
    if style.isDim { codes.append("2") }
    if style.isUnderline { codes.append("4") }
    if style.isReverse { codes.append("7") }
    if style.foreground != .default { codes.append("\(29 + Int(style.foreground.rawValue))") }
    if style.background != .default { codes.append("\(39 + Int(style.background.rawValue))") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
