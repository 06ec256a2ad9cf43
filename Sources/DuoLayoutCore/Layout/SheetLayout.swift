/// A sheet inside the display, drawn as one: what a pane becomes where it cannot
/// sit beside the content (the closed phone, or a split that cannot split). The
/// content keeps its first lines at the top, dimmed, so a person sees what the
/// sheet belongs to; the sheet, boxed and titled, takes the rest. Nothing is drawn
/// under the sheet, so nothing shows through it. Basis: design (the pattern catalog: "a
/// sheet at compact width"; the inspector's sheet came up at 374 × 636 pt over a
/// 382 pt wide detail, measured).
///
/// ```swift
/// let sheet = SheetLayout(area: content, env: env)
/// sheet.peek    // the content's top two lines
/// sheet.sheet   // the box below them
/// ```
public struct SheetLayout: Hashable, Sendable {
  /// The top of the content that stays in view above the sheet.
  public var peek: Rect
  /// The sheet's box.
  public var sheet: Rect
  /// Inside the box: where the sheet's own content goes.
  public var inside: Rect

  /// Lines of the content kept above the sheet. Basis: design (a title and a line).
  public static let peekLines = 2.0

  public init(area: Rect, env: LayoutEnvironment) {
    let metrics = env.textMetrics
    (peek, sheet) = area.sliced(metrics.lineHeight * SheetLayout.peekLines, from: .top)
    inside = sheet.inset(
      by: EdgeInsets(
        top: metrics.lineHeight, left: metrics.columnWidth, bottom: metrics.lineHeight,
        right: metrics.columnWidth))
  }

  /// The sheet's node: a titled box holding `children`.
  public func node(id: String, title: String, children: [LayoutNode]) -> LayoutNode {
    LayoutNode(id: id, role: .container(.boxed(title: title)), frame: sheet, children: children)
  }
}
