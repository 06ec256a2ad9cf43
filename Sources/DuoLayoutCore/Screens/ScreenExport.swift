/// The built-in patterns written out as screen files (`duoterm screen export`):
/// each gives a file that, read back, shows what the built-in shows at its start,
/// cell for cell, in every pose (a test holds every one to that).
///
/// ```swift
/// let map = ScreenExport.screen(for: .extendedCanvas)   // the map of Ambry as a canvas
/// ```
public enum ScreenExport {
  /// The patterns that can be written out so far.
  public static let patterns: [PatternID] = [.extendedCanvas]

  /// The screen file for `pattern` at its start, nil when it cannot be written out.
  public static func screen(for pattern: PatternID) -> ScreenFile? {
    switch pattern {
    case .extendedCanvas: extendedCanvas()
    default: nil
    }
  }

  /// The map: its streets with the names and the centre mark drawn in (as the
  /// built-in draws them at its start), the caption as the title, the tools as
  /// the toolbar, the names tool on.
  private static func extendedCanvas() -> ScreenFile {
    let model = ExtendedCanvasModel()
    let map = ExtendedCanvasPattern.map
    var grid = (0..<map.height).map { y in
      (0..<map.width).map { x in map.character(ExtendedCanvasPattern.layer, x: x, y: y) }
    }
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
    let tree = ExtendedCanvasPattern.layout(model, in: .exportProbe)
    let caption = tree.node(id: "canvas.caption").flatMap {
      if case .label(let text) = $0.role { text } else { nil }
    }
    var screen = ScreenFile(title: caption ?? map.title, pattern: .extendedCanvas)
    screen.description = "The built-in extended canvas (the map of \(map.title)), written out."
    screen.canvas = grid.map { row in
      var line = String(row)
      while line.last == " " { line.removeLast() }
      return line
    }
    screen.toolbar = ExtendedCanvasPattern.items(model).map { item in
      var control = ScreenControl(id: item.name, symbol: item.symbol, title: item.title)
      if item.emphasis == .selected { control.selected = true }
      return control
    }
    return screen
  }
}

extension LayoutEnvironment {
  /// Any environment: what the export reads from a layout (a caption) does not
  /// depend on it.
  fileprivate static var exportProbe: LayoutEnvironment {
    DeviceProfile.iPhoneDuo.environment(
      for: Pose.closed.deviceState(.iPhoneDuo), textMetrics: TextMetrics.standard,
      layoutDirection: .leftToRight)
  }
}
