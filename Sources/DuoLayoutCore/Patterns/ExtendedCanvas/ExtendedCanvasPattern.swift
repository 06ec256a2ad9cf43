/// Extended canvas (the pattern catalog, `duoterm patterns`): one continuous surface to pan, here the map of
/// Ambry in cells. Closed it fills the outer display; open it runs across the fold
/// (content may cross it); partly folded it still runs across and only the tools
/// move, to one side of the fold ("tools placed from `.division`").
///
/// The viewport's centre is in the model in map units, so no fold, rotation or
/// bigger window moves what is at the centre (the `+` mark): only more or less of
/// the map shows around it.
///
/// ```swift
/// var model = ExtendedCanvasModel()
/// ExtendedCanvasPattern.handle(.right, &model, in: env)   // pans 4 columns east
/// ExtendedCanvasPattern.layout(model, in: env).node(id: "toolbar.zoom-in")
/// ```
public enum ExtendedCanvasPattern: Pattern {
  public typealias Model = ExtendedCanvasModel
  public typealias Action = ExtendedCanvasAction

  /// The map, from `Content/ambry-map.txt` (a test pins that it reads).
  public static let map: CanvasDrawing =
    (try? CanvasDrawing.bundled(mapPath))
    ?? CanvasDrawing(title: "\(mapPath) could not be read", layers: [layer: []])
  static let mapPath = "Content/ambry-map.txt"
  /// The map's drawing layer.
  static let layer = "streets"
  /// How far one arrow key pans, in cells. Basis: design (a street block at zoom 1).
  static let step = (columns: 4, rows: 2)
  /// The zooms the tools reach: half, whole, double. Basis: design.
  static let zooms = 0.5...2.0

  public static let keys: [PatternKey<ExtendedCanvasAction>] = [
    PatternKey([.left], .pan(columns: -step.columns, rows: 0), "pan west"),
    PatternKey([.right], .pan(columns: step.columns, rows: 0), "pan east"),
    PatternKey([.up], .pan(columns: 0, rows: -step.rows), "pan north"),
    PatternKey([.down], .pan(columns: 0, rows: step.rows), "pan south"),
    PatternKey([.character("+"), .character("=")], .zoomIn, "zoom in"),
    PatternKey([.character("-")], .zoomOut, "zoom out"),
    PatternKey([.character("n")], .names, "names layer on / off"),
    PatternKey([.character("c"), .home], .recentre, "back to the middle of the map"),
  ]

  static func items(_ model: ExtendedCanvasModel) -> [BarItem] {
    [
      BarItem(
        "zoom-in", symbol: "+", title: "Zoom in", key: Self.key(for: .zoomIn),
        emphasis: model.viewport.zoom >= zooms.upperBound ? .muted : .normal),
      BarItem(
        "zoom-out", symbol: "−", title: "Zoom out", key: Self.key(for: .zoomOut),
        emphasis: model.viewport.zoom <= zooms.lowerBound ? .muted : .normal),
      BarItem(
        "names", symbol: "◧", title: "Names", key: Self.key(for: .names),
        emphasis: model.showsNames ? .selected : .normal),
      BarItem("recentre", symbol: "◎", title: "Centre", key: Self.key(for: .recentre)),
    ]
  }

  public static func perform(
    _ action: ExtendedCanvasAction, on model: inout ExtendedCanvasModel, in env: LayoutEnvironment
  ) {
    switch action {
    case .pan(let columns, let rows):
      model.viewport.pan(columns: Double(columns), rows: Double(rows), within: map.bounds)
    case .zoomIn: model.viewport.zoom(by: 2, within: zooms)
    case .zoomOut: model.viewport.zoom(by: 0.5, within: zooms)
    case .names: model.showsNames.toggle()
    case .recentre: model.viewport.centre = map.centre
    }
  }

  public static func feedback(
    _ action: ExtendedCanvasAction, from before: ExtendedCanvasModel,
    to after: ExtendedCanvasModel, in env: LayoutEnvironment
  ) -> String? {
    guard before == after else { return nil }
    switch action {
    case .pan: return "the map ends here: pan the other way"
    case .zoomIn: return "closest zoom already: − zooms out"
    case .zoomOut: return "widest zoom already: + zooms in"
    case .recentre: return "already at the middle of the map"
    case .names: return nil
    }
  }

  public static func layout(_ model: ExtendedCanvasModel, in env: LayoutEnvironment) -> LayoutNode {
    let centre = model.viewport.centre
    let caption =
      "Centre \(centre.x.pointText), \(centre.y.pointText) · zoom \(model.viewport.zoom.pointText)×"
      + " · \(map.title)"
    return layout(
      map, layer: layer, viewport: model.viewport, names: model.showsNames, mark: "+",
      caption: caption, tools: items(model), in: env)
  }

  /// Any drawing as the extended canvas lays it out (the map, the camera's
  /// viewfinder, a screen file's canvas): a toolbar when `bar` has items, a
  /// caption line clear of an active fold (`ClearLine`), the drawing under it seen
  /// through `viewport` (`layer` at it, or `lines` when given: drawn already), and
  /// `tools` floating over its last line,
  /// centred on the fold (or the middle); partly folded, displacement moves them,
  /// and only them, to one side of it.
  ///
  /// ```swift
  /// let board = CanvasDrawing(title: "Board", layers: ["canvas": ["To do │ Done"]])
  /// ExtendedCanvasPattern.layout(board, layer: "canvas", viewport: CanvasViewport(centre: board.centre),
  ///                              caption: "Board", tools: [], in: env)
  /// ```
  public static func layout(
    _ drawing: CanvasDrawing, layer: String, viewport: CanvasViewport, names: Bool = false,
    mark: Character? = nil, lines drawn: (([String], Int, Int) -> [String])? = nil,
    caption: String, tools: [BarItem], bar: [BarItem] = [], ids: CanvasIDs = .map,
    in env: LayoutEnvironment
  ) -> LayoutNode {
    let metrics = env.textMetrics
    // Inside the layout margins, as every pattern's content is: the canvas still
    // runs across the fold, only its sides stand in from the edges.
    var area = LayoutMargins.content(of: env.safeBounds, in: env)
    var toolbar: LayoutNode?
    if !bar.isEmpty {
      let screen = ScreenArea(bar, env: env)
      (toolbar, area) = (screen.bar, screen.content)
    }
    let (captionFrame, mapFrame) = area.sliced(metrics.lineHeight, from: .top)
    let captionLine = ClearLine.frame(
      columns: TerminalWidth.of(caption), in: captionFrame, env: env)
    let columns = metrics.columns(in: mapFrame.width)
    let rows = metrics.lines(in: mapFrame.height)
    var lines = drawing.lines(
      layer, viewport: viewport, columns: columns, rows: rows, names: names, mark: mark)
    if let drawn { lines = drawn(lines, columns, rows) }
    let (centreX, room) = ControlStrip.centre(in: mapFrame, env: env)
    let strip = ControlStrip.node(
      tools, id: ids.strip, centreX: centreX, y: mapFrame.maxY - TouchTarget.height(in: metrics),
      room: room, limit: mapFrame.width, metrics: metrics)
    return LayoutNode(
      id: ids.root, role: .container(.plain), frame: env.bounds,
      children: [
        LayoutNode(
          id: ids.surface, role: .scroll, frame: mapFrame,
          children: [
            LayoutNode(
              id: ids.cells, role: .label(lines.joined(separator: "\n")), frame: mapFrame)
          ]),
        // One line clear of an active fold, cut with "…" where it runs past its room.
        LayoutNode(
          id: ids.caption,
          role: .label(
            TextLine.fit(
              caption, direction: env.layoutDirection,
              width: metrics.columns(in: captionLine.width))),
          frame: captionLine, emphasis: .muted),
        Displacement.displace(strip, in: env, within: area),
      ] + (toolbar.map { [$0] } ?? []))
  }

  public static func describe(_ model: ExtendedCanvasModel) -> [(name: String, value: String)] {
    [
      ("centre", "\(model.viewport.centre.x.pointText),\(model.viewport.centre.y.pointText)"),
      ("zoom", model.viewport.zoom.pointText),
      ("names", model.showsNames ? "on" : "off"),
    ]
  }
}
