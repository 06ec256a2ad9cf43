/// The frame between two layouts. Nodes are matched by ID: a node in both moves
/// from its old frame to its new one; a new node fades in; a node that went away
/// fades out where it was. Its content is always the new content.
///
/// ```swift
/// let frame = TreeInterpolation.tree(from: before, to: after, progress: 0.5)
/// ```
public enum TreeInterpolation {
  /// The share of a glide during which appearing and vanishing nodes are dimmed.
  static let fadeShare = 0.5

  /// The tree at linear `progress` (0…1). Under `reduceMotion` nothing moves:
  /// every node is at its new frame and only appearing nodes are dimmed, for the
  /// whole (short) transition; vanished nodes are gone at once.
  public static func tree(
    from old: LayoutNode, to new: LayoutNode, progress: Double, reduceMotion: Bool = false
  ) -> LayoutNode {
    let p = min(1, max(0, progress))
    guard p < 1 else { return new }
    var oldNodes: [String: LayoutNode] = [:]
    for node in old.allNodes { oldNodes[node.id] = node }
    let newIDs = Set(new.allNodes.map(\.id))
    let eased = Easing.smooth(p)
    let fading = reduceMotion || p < fadeShare
    func blend(_ node: LayoutNode, parentIsNew: Bool) -> LayoutNode {
      var result = node
      let before = oldNodes[node.id]
      if let before, !reduceMotion {
        result.frame = before.frame.interpolated(to: node.frame, eased)
      }
      result.children = node.children.map { blend($0, parentIsNew: before == nil) }
      if before == nil && !parentIsNew && fading {
        return LayoutNode(
          id: "fade-in.\(node.id)", role: .container(.plain), frame: result.frame,
          emphasis: .fading,
          children: [result])
      }
      return result
    }
    var root = blend(new, parentIsNew: true)
    root.frame = new.frame
    if !reduceMotion && fading {
      // Nodes that went away, drawn first (under the rest), dimmed where they were.
      let gone = vanished(old, keeping: newIDs, parentKept: true)
      if !gone.isEmpty {
        let ghosts = LayoutNode(
          id: "fade-out", role: .container(.plain), frame: old.frame, emphasis: .fading,
          children: gone)
        root.children.insert(ghosts, at: 0)
      }
    }
    return root
  }

  /// The topmost nodes of `node`'s subtree that are not in `kept`.
  private static func vanished(_ node: LayoutNode, keeping kept: Set<String>, parentKept: Bool)
    -> [LayoutNode]
  {
    if !kept.contains(node.id) { return parentKept ? [node] : [] }
    return node.children.flatMap { vanished($0, keeping: kept, parentKept: true) }
  }
}
