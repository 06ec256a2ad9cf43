extension Style {
  /// The style with no colour, its meaning carried by the attributes alone (for
  /// `NO_COLOR` and `--color never`): bold, dim, reverse and underline stay; a
  /// light fill under dark text (a button, a field, the status line, the active
  /// fold) becomes reverse video, and an alert's red fill becomes reverse and bold;
  /// what was reversed on such a fill (a field's cursor, a selected button) is
  /// underlined instead. Dark glass stays dark.
  ///
  /// ```swift
  /// Style(foreground: .black, background: .cyan).monochrome  // reverse
  /// Style(foreground: .red).monochrome                         // plain
  /// ```
  public var monochrome: Style {
    let filled =
      (foreground == .black && background != .default && background != .black)
      || background == .red
    return Style(
      isBold: isBold, isDim: isDim, isReverse: isReverse != filled,
      isUnderline: isUnderline || (filled && isReverse))
  }
}
