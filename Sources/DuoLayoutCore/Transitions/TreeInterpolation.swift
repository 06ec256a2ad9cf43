/// The frame between two layouts. Nodes are matched by ID: a node in both moves
/// from its old frame to its new one; a new node fades in; a node that went away
/// fades out where it was, under its old parent (so inside a turned half it stays
/// in that half's coordinates). Its content is always the new content.
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
    let ghostsShow = !reduceMotion && fading

    func faded(_ node: LayoutNode, prefix: String) -> LayoutNode {
      LayoutNode(
        id: "\(prefix).\(node.id)", role: .container(.plain), frame: node.frame, emphasis: .fading,
        children: [node])
    }

    func blend(_ node: LayoutNode, parentIsNew: Bool) -> LayoutNode {
      var result = node
      let before = oldNodes[node.id]
      if let before, !reduceMotion {
        result.frame = before.frame.interpolated(to: node.frame, eased)
      }
      var children = node.children.map { blend($0, parentIsNew: before == nil) }
      if let before, ghostsShow {
        // Children that went away, drawn first (under the rest), where they were.
        let gone = before.children.filter { !newIDs.contains($0.id) }
        children = gone.map { faded($0, prefix: "fade-out") } + children
      }
      result.children = children
      if before == nil && !parentIsNew && fading {
        return faded(result, prefix: "fade-in")
      }
      return result
    }

    var root = blend(new, parentIsNew: true)
    root.frame = new.frame
    if ghostsShow && oldNodes[new.id] == nil {
      // A new root (another pattern): the old tree fades out whole, underneath.
      root.children.insert(faded(old, prefix: "fade-out"), at: 0)
    }
    return root
  }
}
