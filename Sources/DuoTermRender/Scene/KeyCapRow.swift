import DuoLayoutCore

/// The row of the keys on screen (`KeyOverlay`): each cap a label with a blank
/// each side (` F3 `), a column between caps, centred, the newest on the right.
/// Caps that do not fit are the oldest, and go.
///
/// ```swift
/// KeyCapRow.grid(["F3", "Ctrl-K", "hello"], width: 30).text
/// // "       F3  Ctrl-K  hello      " (each cap drawn as a key)
/// ```
public enum KeyCapRow {
  /// The row `width` columns wide showing `labels`, oldest first.
  public static func grid(_ labels: [String], width: Int) -> CellGrid {
    var canvas = Canvas(grid: CellGrid(width: width, height: 1))
    var shown: [(label: String, width: Int)] = []
    var used = 0
    for label in labels.reversed() {
      let cap = TerminalWidth.of(label) + 2
      let need = used + cap + (shown.isEmpty ? 0 : 1)
      guard need <= width else { break }
      shown.insert((label, cap), at: 0)
      used = need
    }
    var x = (width - used) / 2
    for cap in shown {
      canvas.fill(CellRect(x: x, y: 0, width: cap.width, height: 1), style: Palette.keyCap)
      canvas.write(cap.label, x: x + 1, y: 0, style: Palette.keyCap)
      x += cap.width + 1
    }
    return canvas.grid
  }
}
