extension String {
  /// The string with `|` escaped, for a Markdown table cell.
  var replacingBars: String {
    var result = ""
    for character in self { result += character == "|" ? "\\|" : String(character) }
    return result
  }

  /// The string padded with spaces to `width` characters (and one space after a
  /// longer one, so columns stay apart).
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
