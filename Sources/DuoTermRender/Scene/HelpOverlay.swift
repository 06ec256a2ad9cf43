import DuoLayoutCore

/// The help overlay: every global binding from the keymap, then the pattern's own
/// keys, in a box over the middle of the screen.
public enum HelpOverlay {
  /// The rows of the help: (keys, what they do). Blank keys start a section.
  public static func rows(for pattern: PatternID) -> [(keys: String, summary: String)] {
    var rows: [(keys: String, summary: String)] = [("", "DuoTerm keys")]
    var patternKeys: [String] = []
    for binding in Keymap.standard.bindings {
      if case .selectPattern(let id) = binding.command {
        patternKeys.append("\(binding.keyLabels) \(id.argument)")
        continue
      }
      if !patternKeys.isEmpty {
        rows.append(("1…\(patternKeys.count)", patternKeys.joined(separator: " · ")))
        patternKeys = []
      }
      rows.append((binding.keyLabels, binding.summary))
    }
    let own = AppModels.keys(for: pattern)
    if !own.isEmpty {
      rows.append(("", ""))
      rows.append(("", "\(pattern.argument) keys"))
      rows += own
    }
    rows.append(("", ""))
    rows.append(("", "Esc, F1 or ? closes this help"))
    return rows
  }

  public static func paint(_ pattern: PatternID, on canvas: inout Canvas) {
    let rows = rows(for: pattern)
    let keyWidth = rows.map { TerminalWidth.of($0.keys) }.max() ?? 0
    let textWidth = rows.map { TerminalWidth.of($0.summary) }.max() ?? 0
    let grid = canvas.grid.bounds
    let width = min(grid.width, keyWidth + textWidth + 6)
    let height = min(grid.height, rows.count + 2)
    let box = CellRect(
      x: (grid.width - width) / 2, y: max(0, (grid.height - height) / 2), width: width,
      height: height)
    canvas.fill(box, style: Palette.help)
    canvas.box(box, style: Palette.helpTitle, title: "Help")
    for (index, row) in rows.prefix(max(0, height - 2)).enumerated() {
      let y = box.y + 1 + index
      if row.keys.isEmpty {
        canvas.write(row.summary, x: box.x + 2, y: y, style: Palette.helpTitle)
      } else {
        canvas.write(row.keys, x: box.x + 2, y: y, style: Palette.helpTitle)
        canvas.write(row.summary, x: box.x + 4 + keyWidth, y: y, style: Palette.help)
      }
    }
  }
}
