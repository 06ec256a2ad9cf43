/// A line of words that an active fold or occlusion must not cross (a canvas's
/// caption): the drawing under it may run across the fold, its words may not. The
/// row is cut into clear stretches by the active regions' keep-out areas (the
/// whole row when none crosses it); the line takes the first stretch in reading
/// order that holds it whole (its own place, else past the fold, as a control is
/// displaced to the trailing side), else the widest (the leading one on a tie),
/// where the caller cuts it with "…".
///
/// ```swift
/// let frame = ClearLine.frame(columns: 70, in: captionRow, env: env)
/// TextLine.fit(caption, direction: env.layoutDirection, width: env.textMetrics.columns(in: frame.width))
/// ```
public enum ClearLine {
  /// Where a line `columns` wide goes in `row` (frames from the top-leading corner).
  public static func frame(columns: Int, in row: Rect, env: LayoutEnvironment) -> Rect {
    var stretches = [row]
    for obstacle in env.reservedRegions().map(\.keepOut) where obstacle.intersects(row) {
      stretches = stretches.flatMap { stretch -> [Rect] in
        guard obstacle.intersects(stretch) else { return [stretch] }
        return [
          Rect(
            minX: stretch.minX, minY: stretch.minY, maxX: max(stretch.minX, obstacle.minX),
            maxY: stretch.maxY),
          Rect(
            minX: min(stretch.maxX, obstacle.maxX), minY: stretch.minY, maxX: stretch.maxX,
            maxY: stretch.maxY),
        ].filter { $0.width > 0 }
      }
    }
    // Measured in whole columns, so a fold a few points off the middle still leaves
    // the words on the leading side.
    let room = { (stretch: Rect) in env.textMetrics.columns(in: stretch.width) }
    if let whole = stretches.first(where: { room($0) >= columns }) { return whole }
    return stretches.reduce(nil as Rect?) { best, stretch in
      best.map(room) ?? -1 >= room(stretch) ? best : stretch
    } ?? row
  }
}
