/// A run of changed cells on one row: where it starts and the cells to write.
public struct GridRun: Hashable, Sendable {
  /// The column of the first cell: where the writer moves the cursor.
  public var x: Int
  /// The row all the cells are on.
  public var y: Int
  /// The cells to write, left to right; a wide glyph's continuation cell comes along
  /// and adds no bytes.
  public var cells: [Cell]

  public init(x: Int, y: Int, cells: [Cell]) {
    self.x = x
    self.y = y
    self.cells = cells
  }
}
