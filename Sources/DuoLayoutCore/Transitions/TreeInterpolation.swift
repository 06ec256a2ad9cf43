/// The frame between two layouts. Nodes are matched by ID: a node in both moves
/// from its old frame to its new one; a new node fades in; a node that went away
/// fades out where it was, under its old parent (so inside a turned half it stays
/// in that half's coordinates). Its content is always the new content.
///
/// A glide that starts during a glide starts from `flattened` (what is on screen,
/// without its fades), so fades never wrap fades: however fast the changes come,
/// a frame holds at most the old tree's and the new tree's nodes.
///
/// ```swift
/// let frame = TreeInterpolation.tree(from: before, to: after, progress: 0.5)
/// ```
public enum TreeInterpolation {
  /// The share of a glide during which appearing and vanishing nodes are dimmed.
  static let fadeShare = 0.5
  /// The ID prefix of the container a vanishing node fades out in.
  static let fadeOutPrefix = "fade-out."
  /// The ID prefix of the container an appearing node fades in in.
  static let fadeInPrefix = "fade-in."

  /// `shown` (a frame `tree` made, or a settled layout) as a glide's starting
  /// point: every node where it is drawn, without the fades. A node fading in is
  /// kept, unwrapped (it is on screen); a node fading out is dropped (it is on its
  /// way out, and fading it again would put a ghost in a ghost).
  ///
  /// ```swift
  /// let from = TreeInterpolation.flattened(state.shownTree)
  /// from.node(id: "fade-out.toolbar.share")  // nil
  /// ```
  public static func flattened(_ shown: LayoutNode) -> LayoutNode {
    var result = shown
    result.children = []
    result.children.reserveCapacity(shown.children.count)
    for child in shown.children {
      switch fade(of: child) {
      case .some(true): continue
      case .some(false): result.children += child.children.map(flattened)
      case nil: result.children.append(flattened(child))
      }
    }
    return result
  }

  /// True for a fade-out container, false for a fade-in one, nil for a node of a layout.
  private static func fade(of node: LayoutNode) -> Bool? {
    guard node.emphasis == .fading, case .container(.plain) = node.role else { return nil }
    if node.id.hasPrefix(fadeOutPrefix) { return true }
    if node.id.hasPrefix(fadeInPrefix) { return false }
    return nil
  }

  /// The tree at linear `progress` (0…1). Under `reduceMotion` nothing moves:
  /// every node is at its new frame and only appearing nodes are dimmed, for the
  /// whole (short) transition; vanished nodes are gone at once.
  public static func tree(
    from old: LayoutNode, to new: LayoutNode, progress: Double, reduceMotion: Bool = false
  ) -> LayoutNode {
    tree(from: old, index: index(old), to: new, progress: progress, reduceMotion: reduceMotion)
  }

  /// Every node of `tree` by ID: what `tree(from:index:…)` looks the old nodes up
  /// in. A glide makes it once (`Transition`), not once a frame.
  static func index(_ tree: LayoutNode) -> [String: LayoutNode] {
    var nodes: [String: LayoutNode] = [:]
    nodes.reserveCapacity(tree.nodeCount)
    tree.forEachNode { nodes[$0.id] = $0 }
    return nodes
  }

  /// `tree(from:to:…)` with the old tree's nodes already indexed by ID.
  static func tree(
    from old: LayoutNode, index oldNodes: [String: LayoutNode], to new: LayoutNode,
    progress: Double, reduceMotion: Bool
  ) -> LayoutNode {
    let p = min(1, max(0, progress))
    guard p < 1 else { return new }
    let eased = Easing.smooth(p)
    let fading = reduceMotion || p < fadeShare
    let ghostsShow = !reduceMotion && fading
    // Only a frame that shows what went away needs to know what is still there.
    var newIDs: Set<String> = []
    if ghostsShow {
      newIDs.reserveCapacity(new.nodeCount)
      new.forEachNode { newIDs.insert($0.id) }
    }

    func faded(_ node: LayoutNode, prefix: String) -> LayoutNode {
      LayoutNode(
        id: prefix + node.id, role: .container(.plain), frame: node.frame, emphasis: .fading,
        children: [node])
    }

    func blend(_ node: LayoutNode, parentIsNew: Bool) -> LayoutNode {
      var result = node
      let before = oldNodes[node.id]
      if let before, !reduceMotion {
        result.frame = before.frame.interpolated(to: node.frame, eased)
      }
      // Children that went away first (drawn under the rest, where they were),
      // then the children now; one list, built once.
      let gone = ghostsShow ? before?.children ?? [] : []
      if !node.children.isEmpty || !gone.isEmpty {
        var children: [LayoutNode] = []
        children.reserveCapacity(node.children.count + gone.count)
        for child in gone where !newIDs.contains(child.id) {
          children.append(faded(child, prefix: fadeOutPrefix))
        }
        for child in node.children {
          children.append(blend(child, parentIsNew: before == nil))
        }
        result.children = children
      }
      if before == nil && !parentIsNew && fading {
        return faded(result, prefix: fadeInPrefix)
      }
      return result
    }

    var root = blend(new, parentIsNew: true)
    root.frame = new.frame
    if ghostsShow && oldNodes[new.id] == nil {
      // A new root (another pattern): the old tree fades out whole, underneath.
      root.children.insert(faded(old, prefix: fadeOutPrefix), at: 0)
    }
    return root
  }
}
