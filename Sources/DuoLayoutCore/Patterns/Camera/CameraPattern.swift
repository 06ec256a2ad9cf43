/// Displacement (HIG, Reserved regions) as a demo of its own: a camera whose shutter sits in
/// the middle of the bottom edge. Closed and open flat nothing moves (flat, the
/// fold is inactive, so the shutter may sit over it); partly folded like a book,
/// the shutter alone moves to the trailing side (leading, right to left) and the
/// viewfinder stays where it is. The move is a transition like any other: short,
/// no bounce, none with Reduce Motion (Apple's HIG, Motion).
///
/// ```swift
/// let tree = CameraPattern.layout(CameraModel(), in: bookEnv)
/// tree.node(id: "camera.controls.shutter")  // right of the fold's keep-out area
/// ```
public enum CameraPattern: Pattern {
  public typealias Model = CameraModel
  public typealias Action = CameraAction

  /// The viewfinder's scenes, from `Content/camera-scenes.txt`.
  public static let scenes: CanvasDrawing =
    (try? CanvasDrawing.bundled(scenesPath))
    ?? CanvasDrawing(title: "\(scenesPath) could not be read", layers: [:])
  static let scenesPath = "Content/camera-scenes.txt"

  public static let keys: [PatternKey<CameraAction>] = [
    PatternKey([.space, .enter], .shutter, "take a photo"),
    PatternKey([.character("r")], .flip, "front / back camera"),
    PatternKey([.character("f")], .flash, "flash: auto, on, off"),
    PatternKey([.character("g")], .grid, "framing grid on / off"),
  ]

  public static func perform(
    _ action: CameraAction, on model: inout CameraModel, in env: LayoutEnvironment
  ) {
    switch action {
    case .shutter: model.photos.append(model.front ? "front" : "back")
    case .flip: model.front.toggle()
    case .flash: model.flash = model.flash.next
    case .grid: model.grid.toggle()
    }
  }

  public static func feedback(
    _ action: CameraAction, from before: CameraModel, to after: CameraModel,
    in env: LayoutEnvironment
  ) -> String? {
    switch action {
    case .shutter:
      "photo \(after.photos.count) taken with the \(after.photos.last ?? "back") camera"
    case .flash: "flash \(after.flash.rawValue)"
    case .flip, .grid: nil
    }
  }

  public static func layout(_ model: CameraModel, in env: LayoutEnvironment) -> LayoutNode {
    let caption =
      "\(model.front ? "Front" : "Back") camera · flash \(model.flash.rawValue)"
      + " · \(model.photos.count) photo\(model.photos.count == 1 ? "" : "s")"
    // The viewfinder is a canvas under the toolbar; the shutter floats centred on
    // the fold (or the middle) over its last line, and displacement moves it, and
    // only it, off an active fold.
    return ExtendedCanvasPattern.layout(
      scenes, layer: layer(model), viewport: CanvasViewport(centre: scenes.centre),
      lines: model.grid ? { thirds($0, columns: $1, rows: $2) } : nil, caption: caption,
      tools: [shutter], bar: items(model), ids: ids, in: env)
  }

  /// The toolbar's items: flash, grid, which camera.
  static func items(_ model: CameraModel) -> [BarItem] {
    [
      BarItem(
        "flash", symbol: "↯", title: "Flash \(model.flash.rawValue)", key: Self.key(for: .flash),
        emphasis: model.flash == .on ? .selected : model.flash == .off ? .muted : .normal),
      BarItem(
        "grid", symbol: "▦", title: "Grid", key: Self.key(for: .grid),
        emphasis: model.grid ? .selected : .normal),
      BarItem(
        "flip", symbol: "⟲", title: model.front ? "Back camera" : "Front camera",
        key: Self.key(for: .flip)),
    ]
  }

  /// The shutter, the one control over the viewfinder.
  static let shutter = BarItem(
    "shutter", symbol: "◉", title: "Shutter", key: key(for: .shutter))

  /// The layer the viewfinder shows.
  static func layer(_ model: CameraModel) -> String { model.front ? "front" : "back" }

  /// The camera's node IDs.
  static let ids = CanvasIDs(
    root: "camera", surface: "camera.viewfinder", cells: "camera.viewfinder.picture",
    caption: "camera.caption", strip: "camera.controls")

  /// `lines` with the rule-of-thirds lines drawn over them.
  static func thirds(_ lines: [String], columns: Int, rows: Int) -> [String] {
    let verticals: Set = [columns / 3, 2 * columns / 3]
    let horizontals: Set = [rows / 3, 2 * rows / 3]
    return (0..<rows).map { row in
      var characters = Array(row < lines.count ? lines[row] : "")
      if characters.count < columns {
        characters += Array(repeating: " ", count: columns - characters.count)
      }
      for column in 0..<columns {
        let across = horizontals.contains(row)
        let down = verticals.contains(column)
        if across || down { characters[column] = across && down ? "┼" : across ? "─" : "│" }
      }
      return String(characters)
    }
  }

  public static func describe(_ model: CameraModel) -> [(name: String, value: String)] {
    [
      ("camera", model.front ? "front" : "back"),
      ("flash", model.flash.rawValue),
      ("grid", model.grid ? "on" : "off"),
      ("photos", "\(model.photos.count)"),
    ]
  }
}
