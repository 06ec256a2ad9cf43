extension LayoutNode {
  /// Text that ends in "…" where its frame runs out: a node holding the lines of
  /// `text` that fit, wrapped at the frame's columns, the last one cut with "…"
  /// when some of the text is left out (`TextWrap.clamped`). For text a pattern
  /// shows in a fixed room (a card, a caption) whose whole text is elsewhere;
  /// the audit's `text-lost` rule finds text cut without the "…".
  ///
  /// ```swift
  /// LayoutNode.clamped(id: "feed.card.1.text", card.text, frame: inner, metrics: metrics)
  /// ```
  public static func clamped(
    id: String, _ text: String, frame: Rect, metrics: TextMetrics, emphasis: Emphasis = .normal
  ) -> LayoutNode {
    let lines = TextWrap.clamped(
      text, width: metrics.columns(in: frame.width), lines: metrics.lines(in: frame.height))
    return LayoutNode(
      id: id, role: .label(lines.joined(separator: "\n")), frame: frame, emphasis: emphasis)
  }
}
