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

  /// In an area too short for the peek and a line of the sheet (a pane a Split
  /// View window's fold leaves a sliver of), the peek gives way a line at a time:
  /// the sheet's content comes first.
  public init(area: Rect, env: LayoutEnvironment) {
    let metrics = env.textMetrics
    let edges = EdgeInsets(
      top: metrics.lineHeight, left: metrics.columnWidth, bottom: metrics.lineHeight,
      right: metrics.columnWidth)
    var peekLines = SheetLayout.peekLines
    while peekLines > 0,
      metrics.lines(in: area.height - metrics.lineHeight * (peekLines + 2)) < 1
    {
      peekLines -= 1
    }
    (peek, sheet) = area.sliced(metrics.lineHeight * peekLines, from: .top)
    inside = sheet.inset(by: edges)
  }

  /// A form sheet's width on a regular display: UIKit's form sheet, 540 pt wide
  /// on iPad. Basis: UIKit's `UIModalPresentationStyle.formSheet`.
  public static let formSheetWidth = 540.0

  /// A presented screen's sheet, placed as iOS places one. On a compact display
  /// (the closed phone) it rises from the bottom edge: at `large` it leaves the
  /// top two lines of the screen under it in view, at `medium` about half the
  /// height, while the window is taller than wide and half leaves room for six
  /// lines (in a wide, short window iOS shows a medium sheet at its large
  /// height). On a regular display (the open inner display) it is a form sheet
  /// whatever its detent, as on iPad: centred, at most `formSheetWidth` wide.
  /// Where an active fold crosses the display it moves off the fold, as the
  /// system's sheets do on iPhone Duo (Preparing your app for iPhone Duo; Tech
  /// Talk 111463: sheets and alerts adapt to the fold): to the trailing side of a
  /// fold down the middle (the side a list's detail takes; the leading one where
  /// that is wider), above a fold across it (held in tabletop, the upper half is
  /// the one read).
  ///
  /// ```swift
  /// SheetLayout(area: content, env: env, detent: .medium).sheet   // the lower half, closed
  /// ```
  public init(area: Rect, env: LayoutEnvironment, detent: AppDetent) {
    self.init(area: area, env: env)
    let metrics = env.textMetrics
    let edge = metrics.lineHeight * SheetLayout.peekLines
    if env.horizontalSizeClass == .regular {
      var room = Rect(
        minX: area.minX, minY: area.minY + edge, maxX: area.maxX, maxY: area.maxY)
      if let fold = env.reservedRegions(.division).first(where: { $0.keepOut.intersects(room) }) {
        let keepOut = fold.keepOut
        // Frames run from the leading edge (a right-to-left tree is mirrored
        // as a whole), so the side after the fold is the trailing one; the
        // leading one where it is wider (a Split View window the fold crosses
        // near its trailing edge).
        if fold.isVertical {
          let trailing = Rect(
            minX: keepOut.maxX, minY: room.minY, maxX: room.maxX, maxY: room.maxY)
          let leading = Rect(minX: room.minX, minY: room.minY, maxX: keepOut.minX, maxY: room.maxY)
          room = leading.width > trailing.width ? leading : trailing
        } else {
          room = Rect(minX: room.minX, minY: room.minY, maxX: room.maxX, maxY: keepOut.minY)
        }
      }
      let width = min(room.width, Self.formSheetWidth)
      let x = metrics.columnWidth * ((room.midX - width / 2) / metrics.columnWidth).rounded()
      sheet = Rect(
        x: min(max(room.minX, x), room.maxX - width), y: room.minY, width: width,
        height: room.height)
    } else if detent == .medium, env.windowSize.height > env.windowSize.width {
      let half = metrics.lineHeight * (area.height / 2 / metrics.lineHeight).rounded(.down)
      if half >= metrics.lineHeight * 8 {
        sheet = area.sliced(half, from: .bottom).0
      }
    }
    peek = area.sliced(edge, from: .top).0
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
