extension DeviceProfile {
  /// The windows of `split` on the inner display held `isRotated`, in the display's
  /// points (top-left origin). They divide the display along its fold: side by
  /// side when the fold runs top to bottom, stacked when it runs across (with no
  /// fold, side by side when wider than tall). At ½ the divider spans the fold's
  /// frame (at least the profile's divider thick, centred on a fold with no
  /// width), so the boundary falls inside the fold and neither window has one; at
  /// ⅓ and ⅔ the app gets its share of the display less the divider, to a whole
  /// point. Leading is the left side left to right, the right side right to left;
  /// stacked, leading is the top. Basis: design (`SplitViewProfile`).
  public func splitLayout(
    _ split: SplitView, isRotated: Bool, direction: LayoutDirection = .leftToRight
  ) -> SplitLayout {
    let geometry = geometry(display: .inner, isRotated: isRotated)
    let size = geometry.windowSize
    let fold = geometry.regions.first { $0.kind == .division }?.region(isActive: true)
    let sideBySide = fold.map(\.isVertical) ?? size.isWide
    let extent = sideBySide ? size.width : size.height
    let thickness = max(0, min(splitView.divider.value, extent))
    // The divider's span along the axis that divides.
    var start: Double
    var end: Double
    if split.width == .half {
      let span = fold.map {
        sideBySide ? ($0.frame.minX, $0.frame.maxX) : ($0.frame.minY, $0.frame.maxY)
      }
      let centre = span.map { ($0.0 + $0.1) / 2 } ?? extent / 2
      start = min(span?.0 ?? centre, centre - thickness / 2)
      end = max(span?.1 ?? centre, centre + thickness / 2)
    } else {
      let appLength = (split.width.fraction * (extent - thickness)).rounded()
      let appFirst = isFirst(split, sideBySide: sideBySide, direction: direction)
      start = appFirst ? appLength : extent - thickness - appLength
      end = start + thickness
    }
    start = min(max(0, start), extent)
    end = min(max(start, end), extent)
    func span(_ from: Double, _ to: Double) -> Rect {
      sideBySide
        ? Rect(minX: from, minY: 0, maxX: to, maxY: size.height)
        : Rect(minX: 0, minY: from, maxX: size.width, maxY: to)
    }
    let first = span(0, start)
    let second = span(end, extent)
    let appFirst = isFirst(split, sideBySide: sideBySide, direction: direction)
    return SplitLayout(
      app: appFirst ? first : second, other: appFirst ? second : first, divider: span(start, end),
      isSideBySide: sideBySide)
  }

  /// True when the app's window is the left (or top) one.
  private func isFirst(_ split: SplitView, sideBySide: Bool, direction: LayoutDirection) -> Bool {
    let leading = split.side == .leading
    return sideBySide && direction == .rightToLeft ? !leading : leading
  }

  /// The environment of the app's window in Split View on the inner display, from
  /// `full` (the whole display's, in window points from the top left): its size,
  /// its size classes (by the Split View breakpoints, else the device's own), the
  /// display's insets on the edges it shares with the display (none along the
  /// divider), and the regions that still cross it, moved into it and cut to it (a
  /// fold crosses a ⅔ window but not a ⅓ one; an occlusion belongs to the window
  /// it covers). Its vertical bars go on its outer edge (Tech Talk 111461; HIG, Dynamic layouts).
  func splitEnvironment(
    _ full: LayoutEnvironment, split: SplitView, geometry: DisplayGeometry, isRotated: Bool,
    direction: LayoutDirection
  ) -> LayoutEnvironment {
    let layout = splitLayout(split, isRotated: isRotated, direction: direction)
    let window = layout.app
    let display = full.bounds
    let insets = full.safeAreaInsets
    var env = full
    env.windowSize = window.size
    env.safeAreaInsets = EdgeInsets(
      top: window.minY <= display.minY ? insets.top : 0,
      left: window.minX <= display.minX ? insets.left : 0,
      bottom: window.maxY >= display.maxY ? insets.bottom : 0,
      right: window.maxX >= display.maxX ? insets.right : 0)
    env.regions = full.regions.compactMap { region in
      guard let inside = region.frame.intersection(window) else { return nil }
      var moved = region
      moved.frame = inside.offsetBy(dx: -window.minX, dy: -window.minY)
      return moved
    }
    let classes = sizeClasses(
      of: window.size, stated: geometry.sizeClasses?.value, scheme: splitView.sizeClasses)
    env.horizontalSizeClass = classes.horizontal
    env.verticalSizeClass = classes.vertical
    env.platformSizeClasses = classes.names
    env.verticalBarEdge = layout.isSideBySide && split.side == .leading ? .leading : .trailing
    env.splitView = split
    return env
  }
}
