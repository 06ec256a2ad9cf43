/// A run of changed cells on one row: where it starts and the cells to write.
public struct GridRun: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var cells: [Cell]

  public init(x: Int, y: Int, cells: [Cell]) {
    self.x = x
    self.y = y
    self.cells = cells
  }
}
