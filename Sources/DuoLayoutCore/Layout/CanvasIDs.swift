/// The node IDs of a canvas laid out by `ExtendedCanvasPattern.layout`: the map
/// names its parts `canvas.map…`, the camera `camera.viewfinder…`, a screen file
/// `canvas…` with its buttons floating as `buttons`.
///
/// ```swift
/// CanvasIDs.map.cells   // "canvas.map.cells"
/// ```
public struct CanvasIDs: Hashable, Sendable {
  public var root: String
  public var surface: String
  public var cells: String
  public var caption: String
  /// The floating strip of controls; its items are `strip.NAME`.
  public var strip: String

  public init(root: String, surface: String, cells: String, caption: String, strip: String) {
    self.root = root
    self.surface = surface
    self.cells = cells
    self.caption = caption
    self.strip = strip
  }

  /// The map's.
  public static let map = CanvasIDs(
    root: "canvas", surface: "canvas.map", cells: "canvas.map.cells", caption: "canvas.caption",
    strip: "toolbar")
}
