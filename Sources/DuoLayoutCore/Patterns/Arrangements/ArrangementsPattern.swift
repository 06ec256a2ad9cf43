/// The two arrangements of Apple's `ArrangementView` on one screen, a photo (the secondary view)
/// and its details (the primary), with keys to switch the style and the axes so a
/// designer can compare them in any pose. Every placement comes from
/// `ArrangementLayout`, which follows Apple's `ArrangementView`:
///
/// - **split**: side by side when wider than tall, stacked when taller, one per
///   side of an active fold; with horizontal axes only, where it cannot split only
///   the details show and the photo is still in the tree at the full size, hidden
///   (`duoterm tree` shows it); closed and held sideways, the details alone;
/// - **overlay**: the details over the photo at its top edge while no fold is
///   active; partly folded the photo leading (or on top) and the details trailing
///   (or below).
///
/// ```swift
/// var model = ArrangementsModel()
/// ArrangementsPattern.handle(.character("s"), &model, in: env)  // overlay
/// ArrangementsPattern.layout(model, in: bookEnv).node(id: "arrangement.secondary")  // leading
/// ```
public enum ArrangementsPattern: Pattern {
  public typealias Model = ArrangementsModel
  public typealias Action = ArrangementsAction

  public static let keys: [PatternKey<ArrangementsAction>] = [
    PatternKey([.character("s")], .style, "style: split / overlay"),
    PatternKey([.character("a")], .axes, "split axes: both / horizontal only"),
    PatternKey([.left], .previous, "previous photo"),
    PatternKey([.right], .next, "next photo"),
  ]

  public static func perform(
    _ action: ArrangementsAction, on model: inout ArrangementsModel, in env: LayoutEnvironment
  ) {
    switch action {
    case .style: model.arrangement.style = model.arrangement.style == .split ? .overlay : .split
    case .axes: model.arrangement.axes = model.arrangement.axes == .both ? .horizontal : .both
    case .previous: model.photo = max(0, model.photo - 1)
    case .next: model.photo = min(model.album.photos.count - 1, model.photo + 1)
    }
  }

  public static func feedback(
    _ action: ArrangementsAction, from before: ArrangementsModel, to after: ArrangementsModel,
    in env: LayoutEnvironment
  ) -> String? {
    switch action {
    case .style, .axes:
      let note =
        after.arrangement.style == .overlay && action == .axes ? " (overlay reads no axes)" : ""
      return "arrangement: \(after.arrangement.words)\(note)"
    case .previous where before == after: return "this is the first photo"
    case .next where before == after: return "this is the last photo"
    case .previous, .next: return nil
    }
  }

  public static func layout(_ model: ArrangementsModel, in env: LayoutEnvironment) -> LayoutNode {
    let metrics = env.textMetrics
    let photo = model.album.photo(model.photo)
    let overlay = model.arrangement.style == .overlay
    let items = [
      BarItem(
        "style", symbol: "◫", title: overlay ? "Split" : "Overlay", key: Self.key(for: .style)),
      BarItem(
        "axes", symbol: "⇔", title: "Axes", key: Self.key(for: .axes),
        emphasis: overlay ? .muted : .normal),
      BarItem(
        "previous", symbol: "◀", title: "Previous", key: Self.key(for: .previous),
        emphasis: model.photo == 0 ? .muted : .normal),
      BarItem(
        "next", symbol: "▶", title: "Next", key: Self.key(for: .next),
        emphasis: model.photo == model.album.photos.count - 1 ? .muted : .normal),
    ]
    let screen = ScreenArea(items, env: env)
    // The layered primary: its title line, two lines of details, its border.
    let arranged = ArrangementLayout(
      model.arrangement, area: screen.content, env: env, primaryShare: 0.4,
      primaryHeight: metrics.lineHeight * 4, spacing: metrics.columnWidth)
    let secondary = arranged.secondary
    let picture = scenes.lines(
      photo.layer, viewport: CanvasViewport(centre: scenes.centre),
      columns: metrics.columns(in: secondary.width), rows: metrics.lines(in: secondary.height))
    let inner = arranged.primary.inset(
      by: EdgeInsets(
        top: metrics.lineHeight, left: metrics.columnWidth * 2, bottom: metrics.lineHeight,
        right: metrics.columnWidth * 2))
    let heading = "\(photo.title) · \(model.arrangement.words)"
    // A primary too short for a line inside its border (below the fold in a ⅔
    // window held in tabletop) drops the border (`borderless`); its details end
    // in "…" there, and Style's split shows them whole.
    let detailsNode =
      metrics.lines(in: inner.height) >= 1
      ? LayoutNode(
        id: "arrangement.primary", role: .container(.boxed(title: heading)),
        frame: arranged.primary,
        children: [
          LayoutNode.clamped(
            id: "arrangement.primary.details", photo.details, frame: inner, metrics: metrics)
        ])
      : LayoutNode(
        id: "arrangement.primary", role: .container(.plain), frame: arranged.primary,
        children: borderless(heading, photo.details, in: arranged.primary, env: env))
    // Layered, the details are a panel on the photo: the photo's child, drawn over
    // it (container and child, not two views in one place); split, its sibling.
    let layered = arranged.isLayered && arranged.showsSecondary
    // A split that cannot split hides the photo; Style (overlay) shows it in every
    // pose, so it is the switch the hidden photo declares.
    let photoNode = LayoutNode(
      id: "arrangement.secondary",
      role: .container(arranged.showsSecondary ? .plain : .hidden(reachedBy: "toolbar.style")),
      frame: secondary,
      children: [
        LayoutNode(
          id: "arrangement.secondary.photo", role: .label(picture.joined(separator: "\n")),
          frame: secondary, children: layered ? [detailsNode] : [])
      ])
    return LayoutNode(
      id: "arrangement", role: .container(.plain), frame: env.bounds,
      children: [photoNode] + (layered ? [] : [detailsNode]) + [screen.bar])
  }

  /// The details without their box: the heading on the first line, the details
  /// in the lines under it.
  static func borderless(
    _ heading: String, _ details: String, in frame: Rect, env: LayoutEnvironment
  )
    -> [LayoutNode]
  {
    let metrics = env.textMetrics
    let (line, rest) = frame.sliced(metrics.lineHeight, from: .top)
    return [
      LayoutNode(
        id: "arrangement.primary.heading",
        role: .label(
          TextLine.fit(
            heading, direction: env.layoutDirection, width: metrics.columns(in: line.width))),
        frame: line, emphasis: .heading),
      LayoutNode.clamped(id: "arrangement.primary.details", details, frame: rest, metrics: metrics),
    ]
  }

  static var scenes: CanvasDrawing { CameraPattern.scenes }

  public static func describe(_ model: ArrangementsModel) -> [(name: String, value: String)] {
    [("arrangement", model.arrangement.words), ("photo", "\(model.photo + 1)")]
  }
}
