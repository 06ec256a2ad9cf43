/// Displacement (HIG, Reserved regions; Tech Talk 111463): a control placed near the middle that would touch an
/// active division or occlusion moves off it — to the trailing side of a vertical
/// fold or below a horizontal one where there is room, else the nearest free place —
/// and only it moves; content stays. Inactive regions are ignored: flat, nothing moves.
/// Frames are the environment's, measured from the top-leading corner, so trailing
/// is the higher x in either direction (right to left, the right of the fold's
/// mirror: the left on the glass).
///
/// ```swift
/// let pager = Displacement.displace(pagerGroup, in: env, within: env.safeBounds)
/// ```
public enum Displacement {
  /// The frame a control group takes so it touches no active region's keep-out
  /// area, staying inside `area`. Unchanged when it touches none.
  public static func place(_ frame: Rect, in env: LayoutEnvironment, within area: Rect) -> Rect {
    let obstacles = env.reservedRegions().map(\.keepOut)
    func isFree(_ candidate: Rect) -> Bool {
      area.contains(candidate) && !obstacles.contains { $0.intersects(candidate) }
    }
    if !obstacles.contains(where: { $0.intersects(frame) }) { return frame }
    // Trailing (past a vertical fold) or down (below a horizontal one) first, as
    // the pattern catalog says; the leading side or above only when neither is free.
    var preferred: [Rect] = []
    var fallback: [Rect] = []
    for obstacle in obstacles where obstacle.intersects(frame) {
      let right = frame.offsetBy(dx: obstacle.maxX - frame.minX, dy: 0)
      let left = frame.offsetBy(dx: obstacle.minX - frame.maxX, dy: 0)
      preferred += [right, frame.offsetBy(dx: 0, dy: obstacle.maxY - frame.minY)]
      fallback += [left, frame.offsetBy(dx: 0, dy: obstacle.minY - frame.maxY)]
    }
    func distance(_ r: Rect) -> Double { abs(r.minX - frame.minX) + abs(r.minY - frame.minY) }
    func nearest(_ candidates: [Rect]) -> Rect? {
      candidates.filter(isFree).min { distance($0) < distance($1) }
    }
    return nearest(preferred) ?? nearest(fallback) ?? frame
  }

  /// `node` and its subtree moved by the displacement of its frame.
  public static func displace(_ node: LayoutNode, in env: LayoutEnvironment, within area: Rect)
    -> LayoutNode
  {
    let target = place(node.frame, in: env, within: area)
    return node.moved(dx: target.minX - node.frame.minX, dy: target.minY - node.frame.minY)
  }
}

extension LayoutNode {
  /// This node and its subtree shifted by `dx`, `dy` points.
  public func moved(dx: Double, dy: Double) -> LayoutNode {
    guard dx != 0 || dy != 0 else { return self }
    var copy = self
    copy.frame = frame.offsetBy(dx: dx, dy: dy)
    copy.children = children.map { $0.moved(dx: dx, dy: dy) }
    return copy
  }
}
