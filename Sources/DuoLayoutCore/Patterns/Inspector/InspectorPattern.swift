/// The environment inspector: the layout environment as text, so a person can read
/// what an app is handed in each pose: the environment, then the regions — below
/// it, or on the far side of an active fold.
///
/// ```swift
/// let tree = InspectorPattern.layout(InspectorModel(), in: env)
/// tree.node(id: "inspector.regions")  // every reserved region, as text
/// ```
public enum InspectorPattern: Pattern {
  public static let id: PatternID = "inspector"
  public static let title = "the environment inspector"
  public static let auditScreens = [AuditScreen("environment")]
  /// The inspector only shows; it has no keys of its own.
  public static let keys: [PatternKey<Never>] = []

  public static func perform(
    _ action: Never, on model: inout InspectorModel, in env: LayoutEnvironment
  ) {}

  /// The tree for `env`: a root and two text nodes.
  public static func layout(_ model: InspectorModel, in env: LayoutEnvironment) -> LayoutNode {
    let content = LayoutMargins.content(of: env.safeBounds, in: env)
    let split = FoldSplit(area: content, fold: env.fold(crossing: content))
    let (environment, regions) = sections(for: env)
    let frames: (Rect, Rect)
    if let second = split.second {
      frames = (split.first, second)
    } else {
      let metrics = env.textMetrics
      let columns = metrics.columns(in: split.first.width)
      let wrapped = TextWrap.lines(environment, width: columns)
      // The environment and a blank line, leaving the regions a line or more: in
      // a short window (a closed phone sideways at 80x24) as many lines as their
      // short form takes, up to a third of the area, the environment ending in "…".
      let total = metrics.lines(in: split.first.height)
      let short = TextWrap.lines(shortRegions(env), width: columns).count
      let kept = min(short, max(1, total / 3))
      let lines = max(1, min(wrapped.count + 1, total - kept))
      let (top, rest) = split.first.sliced(metrics.lineHeight * Double(lines), from: .top)
      frames = (top, rest)
    }
    // Where the regions run past their area, their short form.
    let metrics = env.textMetrics
    let fits =
      TextWrap.lines(regions, width: metrics.columns(in: frames.1.width)).count
      <= metrics.lines(in: frames.1.height)
    return LayoutNode(
      id: "inspector", role: .container(.plain), frame: env.bounds,
      children: [
        LayoutNode.clamped(
          id: "inspector.environment", environment, frame: frames.0, metrics: metrics),
        LayoutNode.clamped(
          id: "inspector.regions", fits ? regions : shortRegions(env), frame: frames.1,
          metrics: metrics),
      ])
  }

  /// The regions in few columns: `fold ACTIVE`, `40×669@455,0 ±20`.
  static func shortRegions(_ env: LayoutEnvironment) -> String {
    var lines = ["REGIONS"]
    for region in env.reservedRegions(includeInactive: true) {
      let frame = region.frame
      let m = region.margins
      let widest = max(m.top, m.left, m.bottom, m.right)
      let margins = widest == 0 ? "" : " ±\(widest.pointText)"
      lines.append("\(region.identifier) \(region.isActive ? "ACTIVE" : "inactive")")
      lines.append(
        " \(frame.size)@\(frame.minX.pointText),\(frame.minY.pointText)\(margins)")
    }
    return lines.joined(separator: "\n")
  }

  /// The lines the inspector shows.
  public static func text(for env: LayoutEnvironment) -> String {
    let (environment, regions) = sections(for: env)
    return environment + "\n\n" + regions
  }

  /// The environment's lines and the regions' lines.
  static func sections(for env: LayoutEnvironment) -> (environment: String, regions: String) {
    let device = env.device
    let cell = Size(width: env.textMetrics.columnWidth, height: env.textMetrics.lineHeight)
    var environment = ["ENVIRONMENT", "device \(device.name), lengths in \(device.unit)"]
    environment += env.splitView.map { ["Split View \($0.words) (basis: design)"] } ?? []
    environment += [
      "window \(device.size(env.windowSize))",
      "width \(env.horizontalSizeClass.rawValue), height \(env.verticalSizeClass.rawValue)",
    ]
    if let names = env.platformSizeClasses,
      names.width != env.horizontalSizeClass.rawValue
        || names.height != env.verticalSizeClass.rawValue
    {
      environment.append("(\(names.system): width \(names.width), height \(names.height))")
    }
    environment += [
      "safe area: \(env.safeAreaInsets)",
      "usable \(device.size(env.safeBounds.size))",
      "text \(env.layoutDirection.words), size \(env.textSize.argument)",
      "one cell: \(device.size(cell))",
    ]
    var regions = ["REGIONS, active and inactive"]
    for region in env.reservedRegions(includeInactive: true) {
      regions.append(
        "\(region.identifier): \(region.kind.rawValue), \(region.isActive ? "ACTIVE" : "inactive")")
      regions.append("  \(region.frame)")
      if region.margins != .zero {
        regions.append("  margins \(region.margins)")
      }
    }
    return (environment.joined(separator: "\n"), regions.joined(separator: "\n"))
  }
}

extension InspectorPattern: ContentPattern {
  public static var standardContent: InspectorContent { InspectorContent() }
  public static var contentPath: WritableKeyPath<InspectorModel, InspectorContent> { \.content }

  /// The content is an empty object: the environment is the inspector's subject.
  public static func problem(in content: InspectorContent, json: JSONValue) -> (JSONValue, String)?
  {
    guard let object = json.object else {
      return (json, "an inspector screen's content is an empty object — write \"content\": {}")
    }
    guard let field = object.members.first else { return nil }
    return (
      field.value,
      "\(field.key): the inspector has no content of its own (it shows the environment) — remove it, leaving \"content\": {}"
    )
  }
}

extension PatternID {
  /// The environment inspector: `InspectorPattern`.
  public static let inspector = InspectorPattern.id
}
