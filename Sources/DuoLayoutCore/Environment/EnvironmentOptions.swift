/// What a person sets that changes what the app is handed, besides the pose: Split
/// View, the text size and the layout direction. Models never see them; the
/// environment carries their effect (a narrower window, more points a cell,
/// leading on the right), so changing one is a re-layout like a fold.
///
/// ```swift
/// var options = EnvironmentOptions()
/// options.splitView = SplitView(.twoThirds)
/// options.textSize = .accessibility5
/// options.layoutDirection = .rightToLeft
/// ```
public struct EnvironmentOptions: Hashable, Sendable, Codable {
  /// Split View on the inner display, or nil for full screen.
  public var splitView: SplitView?
  /// The Dynamic Type size.
  public var textSize: TextSize
  /// Left to right, or right to left.
  public var layoutDirection: LayoutDirection

  public init(
    splitView: SplitView? = nil, textSize: TextSize = .standard,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.splitView = splitView
    self.textSize = textSize
    self.layoutDirection = layoutDirection
  }
}
