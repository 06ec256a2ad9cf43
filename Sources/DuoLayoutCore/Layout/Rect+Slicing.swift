extension Rect {
  /// Cuts `amount` points off one edge: the slice and what remains. This is the
  /// stack every pattern builds with: a bar off the trailing edge, a header off the
  /// top, a draft field off the bottom.
  ///
  /// ```swift
  /// let (bar, content) = env.safeBounds.sliced(40, from: .trailing, direction: .leftToRight)
  /// ```
  public func sliced(
    _ amount: Double, from edge: Edge, direction: LayoutDirection = .leftToRight
  ) -> (slice: Rect, remainder: Rect) {
    let physical: Edge =
      switch (edge, direction) {
      case (.leading, .rightToLeft): .trailing
      case (.trailing, .rightToLeft): .leading
      default: edge
      }
    switch physical {
    case .top:
      let h = Swift.min(Swift.max(0, amount), height)
      return (
        Rect(x: minX, y: minY, width: width, height: h),
        Rect(x: minX, y: minY + h, width: width, height: height - h)
      )
    case .bottom:
      let h = Swift.min(Swift.max(0, amount), height)
      return (
        Rect(x: minX, y: maxY - h, width: width, height: h),
        Rect(x: minX, y: minY, width: width, height: height - h)
      )
    case .leading:
      let w = Swift.min(Swift.max(0, amount), width)
      return (
        Rect(x: minX, y: minY, width: w, height: height),
        Rect(x: minX + w, y: minY, width: width - w, height: height)
      )
    case .trailing:
      let w = Swift.min(Swift.max(0, amount), width)
      return (
        Rect(x: maxX - w, y: minY, width: w, height: height),
        Rect(x: minX, y: minY, width: width - w, height: height)
      )
    }
  }
}
