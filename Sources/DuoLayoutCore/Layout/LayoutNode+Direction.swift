extension LayoutNode {
  /// The tree on the glass: a layout is built in the coordinates its environment
  /// measures (from the top-leading corner, `LayoutEnvironment`), and this mirrors
  /// it once for a right-to-left `direction`, node by node, so every block — the
  /// fold's sides, the toolbar's edge, displacement, margins — mirrors without
  /// asking. A node whose `direction` differs from its parent's starts a span of its
  /// own: its children are laid out from its own leading edge (a board kept left to
  /// right, a half's text right to left). A turned node's children mirror inside
  /// the owner's space; its turns stay as they are (they are set on the glass).
  ///
  /// Left to right with no node asking otherwise, the tree comes back as it is.
  /// Right to left, every node carries its direction afterwards, for the renderer.
  ///
  /// ```swift
  /// let tree = ListDetailPattern.layout(model, in: rtl)  // the list at x 0: leading
  /// tree.resolved(in: .rightToLeft).node(id: "list")     // on the right of the glass
  /// ```
  public func resolved(in direction: LayoutDirection) -> LayoutNode {
    if direction == .leftToRight && !allNodes.contains(where: { $0.direction == .rightToLeft }) {
      return self
    }
    var root = self
    root.direction = root.direction ?? direction
    return root.placed(by: SpanMap(), parent: .leftToRight)
  }

  /// This node moved onto the glass by `map` (the map of the space its frame is
  /// in), its children by theirs.
  private func placed(by map: SpanMap, parent: LayoutDirection) -> LayoutNode {
    var copy = self
    let own = direction ?? parent
    copy.direction = own
    copy.frame = map.apply(frame)
    let children: SpanMap
    if QuarterTurn.normalized(quarterTurns) != 0 {
      // The owner's space, from (0, 0): mirrored inside it.
      let owner = QuarterTurn.size(frame.size, turned: quarterTurns)
      children = own == .rightToLeft ? SpanMap(mirror: true, constant: owner.width) : SpanMap()
    } else if own == parent {
      children = map
    } else if own == .rightToLeft {
      // From this node's leading edge: its maxX in the children's numbers.
      children = SpanMap(mirror: true, constant: copy.frame.minX + frame.maxX)
    } else {
      children = SpanMap(mirror: false, constant: copy.frame.minX - frame.minX)
    }
    copy.children = self.children.map { $0.placed(by: children, parent: own) }
    return copy
  }
}

/// How x moves from one span's numbers to the glass's: shifted, or mirrored
/// (`x → constant − maxX`).
private struct SpanMap {
  var mirror = false
  var constant = 0.0

  func apply(_ rect: Rect) -> Rect {
    mirror
      ? Rect(x: constant - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
      : rect.offsetBy(dx: constant, dy: 0)
  }
}
