extension StringProtocol {
  /// The text without spaces, tabs and carriage returns at either end, for the
  /// files people edit by hand (config, tours). Trimmed by scalar, not by
  /// character: a value that starts with a combining mark would otherwise join the
  /// blank before it and keep it (the config writes `key = value`).
  ///
  ///     " \u{301}e \r".trimmingBlanks  // "\u{301}e"
  public var trimmingBlanks: String {
    let scalars = Substring(self).unicodeScalars
    let blank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let first = scalars.firstIndex(where: { !blank($0) }),
      let last = scalars.lastIndex(where: { !blank($0) })
    else { return "" }
    return String(Substring(scalars[first...last]))
  }
}
