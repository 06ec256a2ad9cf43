/// One node of a layout tree: a stable ID path, a role, a frame in window points
/// and children. The same thing keeps the same ID in every pose, so transitions
/// move nodes by ID and tests and the audit name them by ID.
///
/// ```swift
/// let share = LayoutNode(
///   id: "toolbar.share", role: .control(symbol: "⇪", title: "Share"),
///   frame: Rect(x: 382, y: 0, width: 44, height: 44))
/// ```
public struct LayoutNode: Hashable, Sendable {
  /// A dotted path such as `list.row.42` or `first.board`, unique in its tree.
  public var id: String
  public var role: NodeRole
  /// The frame in the window's coordinate space, in points.
  public var frame: Rect
  public var emphasis: Emphasis
  /// Clockwise quarter turns the subtree is drawn with (a face-to-face half). Its
  /// children are laid out in the owner's frame: width and height swapped when odd.
  public var quarterTurns: Int
  public var children: [LayoutNode]

  public init(
    id: String, role: NodeRole, frame: Rect, emphasis: Emphasis = .normal,
    quarterTurns: Int = 0, children: [LayoutNode] = []
  ) {
    self.id = id
    self.role = role
    self.frame = frame
    self.emphasis = emphasis
    self.quarterTurns = quarterTurns
    self.children = children
  }

  /// This node and every descendant, parents before children.
  public var allNodes: [LayoutNode] {
    var result = [self]
    for child in children { result += child.allNodes }
    return result
  }

  /// The node with `id` in this subtree.
  public func node(id wanted: String) -> LayoutNode? {
    if id == wanted { return self }
    for child in children {
      if let found = child.node(id: wanted) { return found }
    }
    return nil
  }
}

extension LayoutNode {
  /// Every node of the subtree with its frame in window coordinates, parents
  /// before children: what the audit and `duoterm tree` check against the regions.
  public var windowNodes: [LayoutNode] {
    allNodes
  }
}
