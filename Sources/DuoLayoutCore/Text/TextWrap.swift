/// Breaks text into lines no wider than a number of columns: at spaces where it can,
/// inside a word where it must. `\n` always starts a new line.
///
/// ```swift
/// TextWrap.lines("the quick brown fox", width: 9)  // ["the quick", "brown fox"]
/// TextWrap.lines("the quick brown fox", width: 9, limit: 1)  // ["the quick"]
/// ```
public enum TextWrap {
  /// The lines of `text` at `width` columns, at most `lines` of them, the last
  /// ending in `…` when some of the text was left out: a step of a recipe in the
  /// room a list gives it.
  ///
  /// ```swift
  /// TextWrap.clamped("the quick brown fox jumps", width: 9, lines: 2)  // ["the quick", "brown fo…"]
  /// ```
  public static func clamped(_ text: String, width: Int, lines: Int) -> [String] {
    let all = TextWrap.lines(text, width: width, limit: lines + 1)
    guard all.count > lines, lines > 0 else { return all }
    var kept = Array(all.prefix(lines))
    kept[lines - 1] = TextLine.truncate(kept[lines - 1] + " …", to: width)
    return kept
  }

  /// The lines of `text` at `width` columns; with `limit`, only the first `limit`
  /// of them (the same lines, without wrapping the rest).
  public static func lines(_ text: String, width: Int, limit: Int = .max) -> [String] {
    guard width > 0, limit > 0 else { return [] }
    // Printable ASCII on one line, most text: a column a byte; one that fits comes
    // back as it is (what the walk gives).
    if text.isPrintableASCII {
      return text.utf8.count <= width
        ? [text] : asciiLines(text, width: width, limit: limit) ?? []
    }
    if !text.utf8.contains(0x0A) && TerminalWidth.of(text) <= width { return [text] }
    // Printable ASCII with line breaks: words between single spaces, every line a
    // run of the text's bytes.
    if let lines = asciiLines(text, width: width, limit: limit) { return lines }
    return graphemeLines(text, width: width, limit: limit)
  }

  /// `lines` for printable ASCII and `\n`, read byte by byte; nil for any other text.
  /// The same lines as `graphemeLines` (checked by `TextFastPathTests`): a line is
  /// always one run of the text's bytes, because a run of spaces that does not fit
  /// is dropped only where the line breaks anyway.
  static func asciiLines(_ text: String, width: Int, limit: Int) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      guard !bytes.contains(where: { ($0 < 0x20 && $0 != 0x0A) || $0 >= 0x7F }) else {
        return nil
      }
      var result: [String] = []
      /// Adds the bytes `from..<to` as a line; true once `limit` lines are there.
      func emit(_ from: Int, _ to: Int) -> Bool {
        result.append(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self))
        return result.count >= limit
      }
      let count = bytes.count
      var paragraph = 0
      while true {
        var end = paragraph
        while end < count && bytes[end] != 0x0A { end += 1 }
        var (lineStart, lineEnd, lineWidth, started) = (paragraph, paragraph, 0, false)
        var word = paragraph
        while true {
          var wordEnd = word
          while wordEnd < end && bytes[wordEnd] != 0x20 { wordEnd += 1 }
          let wordWidth = wordEnd - word
          let needed = started ? lineWidth + 1 + wordWidth : wordWidth
          if needed <= width {
            if !started { lineStart = word }
            (lineEnd, lineWidth, started) = (wordEnd, needed, true)
          } else if wordWidth > 0 {
            if started && emit(lineStart, lineEnd) { return result }
            // The word starts a new line; a word wider than the line is cut.
            var from = word
            while wordEnd - from > width {
              if emit(from, from + width) { return result }
              from += width
            }
            (lineStart, lineEnd, lineWidth, started) = (from, wordEnd, wordEnd - from, true)
          }
          // An empty word (a run of spaces) that does not fit is dropped.
          if wordEnd >= end { break }
          word = wordEnd + 1
        }
        if emit(lineStart, lineEnd) { return result }
        if end >= count { return result }
        paragraph = end + 1
      }
    }
  }

  /// `lines` for any text, grapheme by grapheme.
  static func graphemeLines(_ text: String, width: Int, limit: Int) -> [String] {
    var result: [String] = []
    for paragraph in paragraphs(text) {
      var line = ""
      var lineWidth = 0
      var started = false
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let wordWidth = TerminalWidth.of(word)
        let needed = started ? lineWidth + 1 + wordWidth : wordWidth
        // An empty word (a run of spaces) that does not fit is dropped, not wrapped.
        if word.isEmpty && needed > width { continue }
        if needed <= width {
          if started { line.append(" ") }
          line.append(contentsOf: word)
          lineWidth = needed
          started = true
          continue
        }
        if started {
          result.append(line)
          if result.count >= limit { return result }
        }
        // The word starts a new line; a word wider than the line is cut by columns.
        line = ""
        lineWidth = 0
        for character in word {
          let w = max(1, TerminalWidth.of(character))
          if lineWidth + w > width && lineWidth > 0 {
            result.append(line)
            if result.count >= limit { return result }
            line = ""
            lineWidth = 0
          }
          line.append(character)
          lineWidth += w
        }
        started = true
      }
      result.append(line)
      if result.count >= limit { return result }
    }
    return result
  }

  /// The paragraphs of `text`: the parts between its `\n`s, empty ones kept. The
  /// same as `text.split(separator: "\n", omittingEmptySubsequences: false)`, found
  /// byte by byte rather than grapheme by grapheme.
  ///
  /// ```swift
  /// TextWrap.paragraphs("a\n\nb")  // ["a", "", "b"]
  /// ```
  public static func paragraphs(_ text: String) -> [Substring] {
    // "\r\n" is one grapheme, which a "\n" separator does not split: leave text
    // with a carriage return to the grapheme-by-grapheme split.
    // One look at the bytes finds both: the offsets of the line feeds, or nil when
    // there is a carriage return.
    func newlines(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
      var offsets: [Int] = []
      for (offset, byte) in bytes.enumerated() where byte <= 0x0D {
        if byte == 0x0D { return nil }
        if byte == 0x0A { offsets.append(offset) }
      }
      return offsets
    }
    let utf8 = text.utf8
    let found: [Int]?? = utf8.withContiguousStorageIfAvailable(newlines)
    guard let offsets = found ?? Array(utf8).withUnsafeBufferPointer(newlines) else {
      return text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    var result: [Substring] = []
    result.reserveCapacity(offsets.count + 1)
    var start = utf8.startIndex
    for offset in offsets {
      let newline = utf8.index(utf8.startIndex, offsetBy: offset)
      result.append(text[start..<newline])
      start = utf8.index(after: newline)
    }
    result.append(text[start...])
    return result
  }
}
