/// The space content keeps from the edges of its area, as the system's layout
/// margins keep it: 16 pt at compact width, 20 pt at regular width, on the leading
/// and trailing sides. Every pattern takes its content area through here, so no
/// text or card border touches the bezel, a bar or the fold. Basis: design (the
/// system's default layout margins; SwiftUI reads them with `contentMargins`).
///
/// Only the sides get them: a line of text is at least 16 pt tall, so a top or
/// bottom margin would cost a whole line at every scale (basis: design). Next to
/// an active fold the fold's own margins (20 pt each side, measured) are the
/// margin, so a spread is symmetric around the fold.
///
/// ```swift
/// let (bar, area) = Toolbar.layout(items, in: env.safeBounds, env: env)
/// let content = LayoutMargins.content(of: area, in: env)  // 20 pt in from each side, open
/// ```
///
/// A screen with a toolbar gets both at once from `ScreenArea`.
public enum LayoutMargins {
  /// The margin at compact width. Basis: design (the system's 16 pt).
  public static let compact = 16.0
  /// The margin at regular width. Basis: design (the system's 20 pt).
  public static let regular = 20.0

  /// The leading and trailing margin in `env`.
  public static func horizontal(in env: LayoutEnvironment) -> Double {
    env.horizontalSizeClass == .regular ? regular : compact
  }

  /// `area` with the margin taken off its leading and trailing sides.
  public static func content(of area: Rect, in env: LayoutEnvironment) -> Rect {
    let margin = min(horizontal(in: env), area.width / 4)
    return area.inset(by: EdgeInsets(left: margin, right: margin))
  }
}
