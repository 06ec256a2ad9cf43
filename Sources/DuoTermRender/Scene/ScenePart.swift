/// A part of a frame drawn on its own: `grid` goes at (`x`, `y`) over the frame's
/// backdrop. A frame is its backdrop and its parts (the lit display's window, the
/// status row); a front showing a frame of the same `SceneBase` redraws only the
/// parts (`ShownFrame`).
public struct ScenePart: Hashable, Sendable {
  /// The terminal column of the part's left edge.
  public var x: Int
  /// The terminal row of the part's top edge.
  public var y: Int
  /// The part's cells.
  public var grid: CellGrid
  /// The rows of `grid` that can differ from the part drawn at the same place in
  /// the frame before, of the same base (`PaintedTree` knows them); nil when any
  /// can. A front compares and copies only these.
  public var changed: Range<Int>? = nil
}
