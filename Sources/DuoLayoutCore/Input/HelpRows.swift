/// The rows of the help overlay: every global binding from the keymap (the digit
/// keys folded into one row), then the pattern's own keys. Blank keys start a
/// section. The renderer draws them; the reducer needs their count to scroll (the
/// viewport says how many show at once).
public enum HelpRows {
  /// The rows for the pattern on screen in `state`.
  public static func rows(for state: EmulatorState) -> [HelpRow] {
    var rows: [HelpRow] = []
    if !state.screenProblems.isEmpty {
      // The file's errors first: the screen shown is the last good one.
      rows.append(
        HelpRow(keys: "", summary: "The screen file has errors (the last good screen shows)"))
      rows += state.screenProblems.map { HelpRow(keys: "error", summary: $0.visible) }
      rows.append(HelpRow(keys: "", summary: ""))
    }
    rows.append(HelpRow(keys: "", summary: "DuoTerm keys"))
    var patternKeys: [String] = []
    for binding in state.keymap.bindings {
      if case .selectPattern(let id) = binding.command {
        patternKeys.append("\(binding.keyLabels) \(id.argument)")
        continue
      }
      if !patternKeys.isEmpty {
        rows.append(
          HelpRow(keys: "1…\(patternKeys.count)", summary: patternKeys.joined(separator: " · ")))
        patternKeys = []
      }
      rows.append(HelpRow(keys: binding.keyLabels, summary: binding.summary))
    }
    let own = state.patternEntry.keyHelp
    if !own.isEmpty {
      rows.append(HelpRow(keys: "", summary: ""))
      rows.append(HelpRow(keys: "", summary: "\(state.pattern.argument) keys"))
      rows += own
    }
    rows.append(HelpRow(keys: "", summary: ""))
    rows.append(HelpRow(keys: "", summary: "Esc, F1 or ? closes this help"))
    return rows
  }
}
