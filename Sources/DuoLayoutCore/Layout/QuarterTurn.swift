/// Quarter turns of a plane: how a turned half (a node with `quarterTurns`) maps
/// its owner's coordinates onto the window. One clockwise turn takes a space of
/// width W and height H to one of width H and height W; the owner's top edge
/// becomes the right edge, its top-left corner the top-right one.
///
/// ```swift
/// let owner = Size(width: 220, height: 190)  // a turned half, as measured
/// QuarterTurn.rotate(Rect(x: 0, y: 0, width: 220, height: 10), clockwise: 1, in: owner)
/// // 10×220 at (180, 0): the owner's top strip runs down the right edge
/// ```
public enum QuarterTurn {
  /// `turns` as 0, 1, 2 or 3 clockwise quarter turns.
  public static func normalized(_ turns: Int) -> Int { ((turns % 4) + 4) % 4 }

  /// The size a space of `size` has after `turns`: swapped for odd turns.
  public static func size(_ size: Size, turned turns: Int) -> Size {
    normalized(turns) % 2 == 1 ? size.swapped : size
  }

  /// `rect`, given in a space of `size` with its origin at (0, 0), in that space
  /// turned clockwise by `turns` (whose size is `size(size, turned: turns)`).
  public static func rotate(_ rect: Rect, clockwise turns: Int, in size: Size) -> Rect {
    var rect = rect
    var space = size
    for _ in 0..<normalized(turns) {
      // (x, y) goes to (H - y, x): the top edge to the right edge.
      rect = Rect(x: space.height - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
      space = space.swapped
    }
    return rect
  }

  /// `vector` (dx, dy, y down) turned clockwise by `turns`: up becomes right.
  public static func rotate(_ vector: (dx: Double, dy: Double), clockwise turns: Int) -> (
    dx: Double, dy: Double
  ) {
    var v = vector
    for _ in 0..<normalized(turns) { v = (dx: -v.dy, dy: v.dx) }
    return v
  }
}
