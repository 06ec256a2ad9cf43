/// What a key does on the extended canvas.
public enum ExtendedCanvasAction: Hashable, Sendable {
  case pan(columns: Int, rows: Int)
  case zoomIn, zoomOut, names, recentre
}
