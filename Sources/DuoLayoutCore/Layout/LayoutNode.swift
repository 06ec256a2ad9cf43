/// One node of a layout tree: a stable ID path, a role, a frame in window points
/// and children. The same thing keeps the same ID in every pose, so transitions
/// move nodes by ID and tests and the audit name them by ID.
///
/// ```swift
/// let share = LayoutNode(
///   id: "toolbar.share", role: .control(symbol: "⇪", title: "Share"),
///   frame: Rect(x: 382, y: 0, width: 44, height: 44), key: .character("s"))
/// ```
public struct LayoutNode: Hashable, Sendable {
  /// A dotted path such as `list.row.42` or `first.board`, unique in its tree.
  public var id: String
  /// What the node is (a control, a field, text, a container…): the renderer draws by
  /// it and the audit checks the interactive ones.
  public var role: NodeRole
  /// The frame in its parent's coordinate space, in points: the window's, unless
  /// an ancestor is turned (see `quarterTurns`; `windowNodes` gives window frames).
  public var frame: Rect
  /// How the node stands out; the renderer picks the style, the layout never does.
  public var emphasis: Emphasis
  /// The key a click on the node presses: a control carries its pattern's key, so
  /// one path makes every toolbar item and button clickable and the mouse adds no
  /// action of its own. Nil: the pattern's `tap` decides (a row), or nothing.
  public var key: Key?
  /// Clockwise quarter turns the subtree is drawn with (a face-to-face half). When
  /// not 0, the children are laid out in the owner's space: origin (0, 0), the size
  /// of this frame with width and height swapped for odd turns (SwiftUI's
  /// `rotationEffect`: laid out at 220 × 190 inside a 190 × 220 slot). One turn puts the owner's top edge on
  /// this frame's right edge.
  public var quarterTurns: Int
  /// Drawn inside this node: their frames are in the same space as this one's, or in
  /// the owner's space when `quarterTurns` is not 0.
  public var children: [LayoutNode]
  /// The direction this node's text runs in and its children are laid out in, when
  /// it is not its parent's (nil: the parent's). A node that sets one lays its
  /// children out from its own leading edge: a game board keeps `.leftToRight` in a
  /// right-to-left layout, as a drawing does (rule 7's `fixed`); the shared screen's
  /// halves stay where the seats are while their text runs right to left (seats
  /// are places on the glass). After `resolved(in:)` every node of a right-to-left tree carries its own.
  public var direction: LayoutDirection?

  public init(
    id: String, role: NodeRole, frame: Rect, emphasis: Emphasis = .normal, key: Key? = nil,
    quarterTurns: Int = 0, direction: LayoutDirection? = nil, children: [LayoutNode] = []
  ) {
    self.id = id
    self.role = role
    self.frame = frame
    self.emphasis = emphasis
    self.key = key
    self.quarterTurns = quarterTurns
    self.direction = direction
    self.children = children
  }

  /// This node and every descendant, parents before children.
  public var allNodes: [LayoutNode] {
    var result: [LayoutNode] = []
    forEachNode { result.append($0) }
    return result
  }

  /// Calls `body` with this node and every descendant, parents before children,
  /// without building a list: what a walk over a whole tree needs.
  public func forEachNode(_ body: (LayoutNode) -> Void) {
    body(self)
    for child in children { child.forEachNode(body) }
  }

  /// How many nodes the subtree has, this one included.
  public var nodeCount: Int {
    children.reduce(1) { $0 + $1.nodeCount }
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
  /// Each ancestor's quarter turns are applied, so a control in a turned half is
  /// where it shows on the glass. The copies keep their children as they are (in
  /// their own coordinates); their frames come later in the list.
  public var windowNodes: [LayoutNode] {
    var result: [LayoutNode] = []
    collectWindowNodes(into: &result, skippingHidden: false) { $0 }
    return result
  }

  /// `windowNodes` without what is laid out but not drawn (a hidden container and
  /// everything under it): what is on the glass, for the audit and the renderer.
  public var shownWindowNodes: [LayoutNode] {
    var result: [LayoutNode] = []
    collectWindowNodes(into: &result, skippingHidden: true) { $0 }
    return result
  }

  /// The node with `id`, its frame in window coordinates.
  public func windowNode(id wanted: String) -> LayoutNode? {
    windowNodes.first { $0.id == wanted }
  }

  private func collectWindowNodes(
    into result: inout [LayoutNode], skippingHidden: Bool, toWindow: @escaping (Rect) -> Rect
  ) {
    if skippingHidden && role.isHidden { return }
    var copy = self
    copy.frame = toWindow(frame)
    result.append(copy)
    let turns = QuarterTurn.normalized(quarterTurns)
    let slot = frame
    let ownerSize = QuarterTurn.size(slot.size, turned: turns)
    let childToWindow: (Rect) -> Rect =
      turns == 0
      ? toWindow
      : { rect in
        toWindow(
          QuarterTurn.rotate(rect, clockwise: turns, in: ownerSize)
            .offsetBy(dx: slot.minX, dy: slot.minY))
      }
    for child in children {
      child.collectWindowNodes(
        into: &result, skippingHidden: skippingHidden, toWindow: childToWindow)
    }
  }
}
