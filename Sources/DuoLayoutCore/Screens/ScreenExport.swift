/// The built-in patterns written out as screen files (`duoterm screen export`):
/// each gives a file that, read back, shows what the built-in shows at its start,
/// cell for cell, in every pose (a test holds every one to that).
///
/// ```swift
/// let map = ScreenExport.screen(for: .extendedCanvas)   // the map of Ambry as a canvas
/// ```
public enum ScreenExport {
  /// The patterns that can be written out so far: the canvases, then every
  /// pattern that reads a screen file's content (`PatternRegistry.contentPatterns`).
  public static let patterns: [PatternID] =
    [.extendedCanvas, .camera] + PatternRegistry.contentPatterns.map { $0.id }

  /// The screen file for `pattern` at its start, nil when it cannot be written out.
  public static func screen(for pattern: PatternID) -> ScreenFile? {
    switch pattern {
    case .extendedCanvas: extendedCanvas()
    case .camera: camera()
    default: PatternRegistry.contentPatterns.first { $0.id == pattern }?.exported()
    }
  }

  /// The map: its streets with the names and the centre mark drawn in (as the
  /// built-in draws them at its start), the caption as the title, the tools as
  /// centred buttons, the names tool on.
  private static func extendedCanvas() -> ScreenFile {
    let model = ExtendedCanvasModel()
    let map = ExtendedCanvasPattern.map
    var grid = cells(map, ExtendedCanvasPattern.layer)
    func put(_ character: Character, x: Int, y: Int) {
      guard grid.indices.contains(y), grid[y].indices.contains(x) else { return }
      grid[y][x] = character
    }
    if model.showsNames {
      for place in map.places {
        for (offset, character) in place.name.enumerated() {
          put(character, x: place.x + offset, y: place.y)
        }
      }
    }
    put("+", x: Int(map.centre.x), y: Int(map.centre.y))
    var screen = ScreenFile(
      title: caption(ExtendedCanvasPattern.layout(model, in: .exportProbe), CanvasIDs.map)
        ?? map.title,
      pattern: .extendedCanvas)
    screen.description = "The built-in extended canvas (the map of \(map.title)), written out."
    screen.canvas = grid.map { String($0) }
    screen.buttons = ExtendedCanvasPattern.items(model).map { control($0, placement: .center) }
    return screen
  }

  /// The camera: the back camera's scene as the canvas, its caption as the title,
  /// flash, grid and which camera in the toolbar, the shutter a centred button.
  private static func camera() -> ScreenFile {
    let model = CameraModel()
    let scenes = CameraPattern.scenes
    var screen = ScreenFile(
      title: caption(CameraPattern.layout(model, in: .exportProbe), CameraPattern.ids)
        ?? scenes.title,
      pattern: .extendedCanvas)
    screen.description = "The built-in camera, written out: the viewfinder is a canvas."
    screen.canvas = cells(scenes, CameraPattern.layer(model)).map { String($0) }
    screen.toolbar = CameraPattern.items(model).map { control($0) }
    screen.buttons = [control(CameraPattern.shutter, placement: .center)]
    return screen
  }

  /// Every cell of `layer`, the whole drawing's width and height (so the canvas
  /// has the drawing's centre).
  private static func cells(_ drawing: CanvasDrawing, _ layer: String) -> [[Character]] {
    (0..<drawing.height).map { y in
      (0..<drawing.width).map { x in drawing.character(layer, x: x, y: y) }
    }
  }

  /// The caption a canvas layout shows, without the blanks that pad it to its line.
  private static func caption(_ tree: LayoutNode, _ ids: CanvasIDs) -> String? {
    tree.node(id: ids.caption).flatMap {
      if case .label(let text) = $0.role { String(FoldAudit.ending(Substring(text))) } else { nil }
    }
  }

  /// A bar item as a screen's control. Muted items have nothing to act on at the
  /// start; the exported patterns start with none.
  private static func control(_ item: BarItem, placement: ScreenPlacement? = nil) -> ScreenControl {
    var control = ScreenControl(
      id: item.name, symbol: item.symbol, title: item.title, placement: placement)
    if item.emphasis == .selected { control.selected = true }
    return control
  }
}

extension LayoutEnvironment {
  /// The widest window at the standard scale: what the export reads from a layout
  /// (a caption, fitted to its line) is whole there.
  fileprivate static var exportProbe: LayoutEnvironment {
    DeviceProfile.iPhoneDuo.environment(
      for: Pose.open.deviceState(.iPhoneDuo), textMetrics: TextMetrics.standard,
      layoutDirection: .leftToRight)
  }
}
