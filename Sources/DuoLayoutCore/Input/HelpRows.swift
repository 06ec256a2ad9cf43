/// The rows of the help overlay: every global binding from the keymap (the digit
/// keys folded into one row), then the pattern's own keys. Blank keys start a
/// section. The renderer draws them; the reducer needs their count to scroll.
public enum HelpRows {
  /// The rows: (keys, what they do).
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

  /// The first row the help can start at in a terminal `rows` high: the box has a
  /// border above and below and, when it scrolls, a row that says so.
  public static func lastScroll(for pattern: PatternID, terminalRows: Int) -> Int {
    max(0, rows(for: pattern).count - max(1, terminalRows - 3))
  }
}
