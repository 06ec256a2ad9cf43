/// How every screen with a toolbar begins its layout: the bar cut from the safe
/// area as iPhone Duo places it (`Toolbar`), the content beside it inside the
/// layout margins (`LayoutMargins`), and whether the width is compact, where a
/// screen of two panes shows one at a time and the pushed one leads its bar with
/// Back. Written once so no screen forgets a margin or puts Back anywhere but
/// first.
///
/// ```swift
/// let screen = ScreenArea(items, back: pushed ? ScreenArea.back(key: .escape) : nil, env: env)
/// screen.bar        // "toolbar", with "toolbar.back" first when a Back is given
/// screen.content    // beside the bar, 16 pt (compact) or 20 pt (regular) in from each side
/// screen.isCompact  // true on the closed phone: one pane at a time
/// ```
public struct ScreenArea {
  /// Back to the list: first in the bar of a pushed pane (HIG, Vertical
  /// controls: primary navigation first); a click on it presses the pattern's `key`.
  public static func back(key: Key?) -> BarItem {
    BarItem("back", symbol: "‹", title: "Back", key: key)
  }

  /// The toolbar.
  public var bar: LayoutNode
  /// The area beside the bar, inside the layout margins.
  public var content: Rect
  /// True at compact width with no fold down the window: one pane at a time.
  public var isCompact: Bool

  /// The bar of `items` (`back` first when there is one) and the content left.
  public init(_ items: [BarItem], back: BarItem? = nil, env: LayoutEnvironment) {
    let (bar, area) = Toolbar.layout(
      back.map { [$0] + items } ?? items, in: env.safeBounds, env: env)
    self.bar = bar
    content = LayoutMargins.content(of: area, in: env)
    isCompact = !env.panesSideBySide
  }
}
