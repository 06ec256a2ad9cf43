/// One part of a component, as `AppFlow` stacks it: a height, and the nodes it
/// puts in the frame it is given (as wide as the column, `height` tall). A block
/// is whole: it is shown in full or scrolled out of sight, never cut.
///
/// ```swift
/// AppBlock(height: 48, focus: "wifi") { frame in [LayoutNode(id: "settings.wifi", …)] }
/// ```
public struct AppBlock: Sendable {
  public var height: Double
  /// The component whose keyboard focus brings this block into view.
  public var focus: String?
  public var place: @Sendable (Rect) -> [LayoutNode]

  public init(
    height: Double, focus: String? = nil, place: @escaping @Sendable (Rect) -> [LayoutNode]
  ) {
    self.height = height
    self.focus = focus
    self.place = place
  }
}
