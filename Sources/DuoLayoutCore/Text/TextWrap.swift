/// Breaks text into lines no wider than a number of columns: at spaces where it can,
/// inside a word where it must. `\n` always starts a new line.
///
/// ```swift
/// TextWrap.lines("the quick brown fox", width: 9)  // ["the quick", "brown fox"]
/// ```
public enum TextWrap {
  public static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      var started = false
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let wordWidth = TerminalWidth.of(word)
        let needed = started ? lineWidth + 1 + wordWidth : wordWidth
        // An empty word (a run of spaces) that does not fit is dropped, not wrapped.
        if word.isEmpty && needed > width { continue }
        if needed <= width {
          line += started ? " " + word : String(word)
          lineWidth = needed
          started = true
          continue
        }
        if started {
          result.append(line)
        }
        // The word starts a new line; a word wider than the line is cut by columns.
        line = ""
        lineWidth = 0
        for character in word {
          let w = max(1, TerminalWidth.of(character))
          if lineWidth + w > width && lineWidth > 0 {
            result.append(line)
            line = ""
            lineWidth = 0
          }
          line.append(character)
          lineWidth += w
        }
        started = true
      }
      result.append(line)
    }
    return result
  }
}
