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

  /// The options as short words, nothing for the default ones: `split=2/3,trailing
  /// text=accessibility-5 rtl`. An audit's findings and a contact sheet's tiles
  /// name their environment so.
  ///
  /// ```swift
  /// EnvironmentOptions(textSize: .accessibility5, layoutDirection: .rightToLeft).words
  /// // ["text=accessibility-5", "rtl"]
  /// ```
  public var words: [String] {
    var words: [String] = []
    if let splitView { words.append("split=\(splitView.argument)") }
    if textSize != .standard { words.append("text=\(textSize.argument)") }
    if layoutDirection == .rightToLeft { words.append("rtl") }
    return words
  }

  /// Every combination of the Split Views, text sizes and directions given, Split
  /// View outermost: what `audit` and `matrix` sweep.
  public static func combinations(
    splits: [SplitView?], textSizes: [TextSize], directions: [LayoutDirection]
  ) -> [EnvironmentOptions] {
    splits.flatMap { split in
      textSizes.flatMap { size in
        directions.map { EnvironmentOptions(splitView: split, textSize: size, layoutDirection: $0) }
      }
    }
  }
}
