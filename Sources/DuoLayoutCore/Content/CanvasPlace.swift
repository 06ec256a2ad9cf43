/// A named place on a drawing (`CanvasDrawing`): its label starts at a canvas
/// point and keeps its size at every zoom, as a map's names do.
public struct CanvasPlace: Hashable, Sendable {
  /// The canvas point the label starts at, in canvas units.
  public var x: Int
  public var y: Int
  public var name: String

  public init(x: Int, y: Int, name: String) {
    self.x = x
    self.y = y
    self.name = name
  }
}
