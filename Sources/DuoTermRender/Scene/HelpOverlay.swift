import DuoLayoutCore

/// The help overlay: every global binding from the keymap, then the pattern's own
/// keys, in a box over the middle of the screen. Taller than the terminal, it
/// scrolls (↑ ↓ PageUp PageDown Home) and says so on its last row. A blank cell
/// parts it from the phone where the terminal has room, so no bezel runs into it.
public enum HelpOverlay {
  /// Paints the help box over the middle of `canvas`, from row `scroll` of its rows
  /// (clamped, so the last screen stays full).
  public static func paint(_ state: EmulatorState, on canvas: inout Canvas) {
    let rows = HelpRows.rows(for: state)
    let scroll = state.helpScroll
    let keyWidth = rows.map { TerminalWidth.of($0.keys) }.max() ?? 0
    let textWidth = rows.map { TerminalWidth.of($0.summary) }.max() ?? 0
    let grid = canvas.grid.bounds
    let width = min(grid.width, keyWidth + textWidth + 6)
    let height = min(grid.height, rows.count + 2)
    let box = CellRect(
      x: (grid.width - width) / 2, y: max(0, (grid.height - height) / 2), width: width,
      height: height)
    // A blank ring round the box where the terminal has room: a bezel's line that
    // ran up to its border read as one shape with it ("└────└").
    canvas.fill(box.inset(-1), style: .plain)
    canvas.fill(box, style: Palette.help)
    canvas.box(box, style: Palette.helpTitle, title: "Help")
    let room = max(0, height - 2)
    let scrolls = rows.count > room
    // When it scrolls, the last row says so and the rows above it show a window.
    let shown = scrolls ? max(0, room - 1) : room
    let first = min(max(0, scroll), max(0, rows.count - shown))
    canvas.clipping(to: box.inset(1)) { inside in
      for (index, row) in rows.dropFirst(first).prefix(shown).enumerated() {
        let y = box.y + 1 + index
        if row.keys.isEmpty {
          inside.write(row.summary, x: box.x + 2, y: y, style: Palette.helpTitle)
        } else {
          inside.write(row.keys, x: box.x + 2, y: y, style: Palette.helpTitle)
          let summaryRoom = box.maxX - 1 - (box.x + 4 + keyWidth)
          inside.write(
            TextLine.truncate(row.summary, to: max(0, summaryRoom)), x: box.x + 4 + keyWidth, y: y,
            style: Palette.help)
        }
      }
      if scrolls {
        let more =
          "↑ ↓ PageUp PageDown: \(first + 1)–\(first + shown) of \(rows.count) · Esc closes"
        inside.write(more, x: box.x + 2, y: box.maxY - 2, style: Palette.helpTitle)
      }
    }
  }
}
