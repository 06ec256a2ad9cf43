/// Where an arrangement's two views go (Apple's `ArrangementView`; HIG, Arrangement views), written
/// once for every pattern that arranges a primary and a secondary view.
///
/// **Split** (`ArrangementStyle.split`):
/// - an active fold crossing the area divides it, one view per side, the primary
///   leading (or on top);
/// - otherwise side by side when the area is wider than tall, stacked when it is
///   taller (the primary on top), the primary taking `primaryShare`;
/// - with `.horizontal` axes stacking is forbidden: where the views would stack
///   (taller than wide, or a fold across) only the primary shows;
/// - with both size classes compact (the closed phone held sideways) only the
///   primary shows (Apple's `ArrangementView`: closed and held sideways, a split
///   arrangement shows only its primary view; the size-class rule is
///   ours, basis: design).
///
/// Where only the primary shows, it takes the whole area and the secondary is
/// still laid out, at the full size, but not drawn (`showsSecondary` false): on the
/// iPhone Duo simulator the secondary "still ran `onAppear` and got the full size.
/// No API told us it was hidden."
///
/// **Overlay** (`ArrangementStyle.overlay`): the primary layered over the
/// secondary while no fold divides the area (closed, or open flat): the secondary
/// takes the whole area and the primary sits at the top edge over it, its own
/// height (measured on the iPhone Duo simulator: a primary shorter than the overlay
/// sat at the top edge). Partly folded, the secondary goes in the leading or top part and the
/// primary in the trailing or bottom part.
///
/// Frames are measured from the top-leading corner (leading is the low x); the
/// tree is mirrored right to left at the end, so leading and trailing follow the
/// layout direction.
///
/// ```swift
/// let arranged = ArrangementLayout(Arrangement(style: .overlay), area: content, env: env)
/// arranged.secondary  // book: the leading side; open flat: the whole area
/// arranged.primary    // book: the trailing side; open flat: a strip at the top
/// ```
public struct ArrangementLayout: Hashable, Sendable {
  /// The primary view's frame.
  public var primary: Rect
  /// The secondary view's frame: the whole area when it is not shown.
  public var secondary: Rect
  /// False when a split cannot split and shows the primary alone.
  public var showsSecondary: Bool
  /// True while the primary is layered over the secondary (overlay, no fold).
  public var isLayered: Bool
  /// The space between the two views, when they sit apart: the fold's keep-out
  /// area, or the spacing.
  public var gap: Rect?

  /// The two views' frames in `area`. `primaryShare` is the primary's share of a
  /// flat split; `primaryHeight` the layered primary's height (the whole area when
  /// nil); `spacing` the gap between split views when no fold divides them.
  public init(
    _ arrangement: Arrangement, area: Rect, env: LayoutEnvironment, primaryShare: Double = 0.5,
    primaryHeight: Double? = nil, spacing: Double = 0
  ) {
    let fold = env.fold(crossing: area)
    let sides = FoldSplit(area: area, fold: fold)
    gap = nil
    isLayered = false
    showsSecondary = true
    switch arrangement.style {
    case .overlay:
      if let second = sides.second {
        (secondary, primary) = (sides.first, second)
        gap = sides.gap
      } else {
        secondary = area
        primary = area.sliced(primaryHeight ?? area.height, from: .top).slice
        isLayered = true
      }
    case .split:
      let alone = (primary: area, secondary: area)
      if let second = sides.second {
        if !sides.isSideBySide && arrangement.axes == .horizontal {
          (primary, secondary) = alone
          showsSecondary = false
        } else {
          (primary, secondary) = (sides.first, second)
          gap = sides.gap
        }
      } else if env.horizontalSizeClass == .compact && env.verticalSizeClass == .compact {
        (primary, secondary) = alone
        showsSecondary = false
      } else if area.size.isWide || arrangement.axes == .both {
        let wide = area.size.isWide
        let length = wide ? area.width : area.height
        let share = min(max(primaryShare, 0), 1)
        let (first, rest) = area.sliced(
          (length - spacing) * share, from: wide ? .leading : .top)
        let (space, second) = rest.sliced(
          spacing, from: wide ? .leading : .top)
        (primary, secondary) = (first, second)
        gap = spacing > 0 ? space : nil
      } else {
        (primary, secondary) = alone
        showsSecondary = false
      }
    }
  }
}
