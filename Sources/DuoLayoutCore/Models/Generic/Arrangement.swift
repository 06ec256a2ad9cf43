/// An arrangement's choice of style and axes, kept in a model so a key can switch
/// it and a screen file can name it (`ArrangementLayout` places the views from it).
///
/// ```swift
/// var arrangement = Arrangement()          // split, both axes (`.automatic`)
/// arrangement.style = .overlay
/// ArrangementLayout(arrangement, area: content, env: env).primary
/// ```
public struct Arrangement: Hashable, Sendable, Codable {
  public var style: ArrangementStyle
  /// Read by the split style only.
  public var axes: ArrangementAxes

  public init(style: ArrangementStyle = .split, axes: ArrangementAxes = .both) {
    self.style = style
    self.axes = axes
  }

  /// `split, both axes`, `split, horizontal axes only`, `overlay`: for people.
  public var words: String {
    switch (style, axes) {
    case (.overlay, _): "overlay"
    case (.split, .both): "split, both axes"
    case (.split, .horizontal): "split, horizontal axes only"
    }
  }
}
