import DuoLayoutCore

/// `duoterm env`: the layout environment a pose hands an app.
enum EnvCommand: Command {
  static let name = "env"
  static let spec = CommandSpec(
    name,
    summary:
      "the layout environment a pose hands an app: window size, size classes, safe area, regions",
    options: [HeadlessState.pose, HeadlessState.size, HeadlessState.device]
      + HeadlessState.environment + [Options.json],
    description: """
      Prints the layout environment of a pose: the window size, the size classes, \
      the safe-area insets and every reserved region (kind, frame, margins, and \
      whether it is active). The terminal's size sets the scale, and so the text \
      metrics.
      """, run: run)

  /// The JSON document `--json` prints.
  struct Document: Encodable {
    /// The format's version (`Schemas/env.schema.json`).
    var version = 1
    var device: String
    /// The unit of every length below: `pt` or `dp`.
    var unit: LengthUnit
    var pose: String
    /// What the pose means on this device, in its profile's words.
    var poseMeaning: String
    var display: String
    var windowSize: Size
    var horizontalSizeClass: SizeClass
    var verticalSizeClass: SizeClass
    /// The size classes in the platform's own words (`medium`, `expanded`).
    var platformSizeClasses: PlatformSizeClasses?
    var safeAreaInsets: EdgeInsets
    var layoutDirection: LayoutDirection
    /// The Dynamic Type size, and the points a column it is drawn at.
    var textSize: TextSize
    var pointsPerColumn: Double
    /// Where vertical bars go: the outer edge of a Split View window.
    var verticalBarEdge: Edge
    var splitView: SplitDocument?
    var regions: [ReservedRegion]
  }

  /// Split View on the inner display: the choice, where the windows are on the
  /// display (points from its top left) and the basis of the numbers.
  struct SplitDocument: Encodable {
    var split: String
    var app: Rect
    var other: Rect
    var divider: Rect
    var basis: String
  }

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    let state = try HeadlessState.state(args)
    let env = state.environment
    if args[Options.json] {
      let document = Document(
        device: state.profile.id, unit: state.profile.unit, pose: state.pose.argument,
        poseMeaning: state.profile.poses[state.pose] ?? "",
        display: state.litDisplay.rawValue, windowSize: env.windowSize,
        horizontalSizeClass: env.horizontalSizeClass, verticalSizeClass: env.verticalSizeClass,
        platformSizeClasses: env.platformSizeClasses,
        safeAreaInsets: env.safeAreaInsets, layoutDirection: env.layoutDirection,
        textSize: env.textSize, pointsPerColumn: env.textMetrics.columnWidth,
        verticalBarEdge: env.verticalBarEdge,
        splitView: env.splitView.map { split in
          let layout = state.profile.splitLayout(
            split, isRotated: state.device.isRotated, direction: env.layoutDirection)
          return SplitDocument(
            split: split.argument, app: layout.app, other: layout.other, divider: layout.divider,
            basis: splitBasis(state.profile))
        },
        regions: env.reservedRegions(includeInactive: true))
      printJSON(document)
    } else {
      print("device: \(state.profile.name) (\(state.profile.id))".visible)
      print(
        "pose: \(state.pose.argument): \(state.profile.poses[state.pose] ?? "")"
          + " (\(state.profile.displays[state.litDisplay].name.lowercased()))")
      if env.splitView != nil { print("Split View: \(splitBasis(state.profile))") }
      if let split = state.splitView, env.splitView == nil {
        print("Split View \(split.words): only on the inner display; this pose is full screen")
      }
      print(InspectorPattern.text(for: env))
    }
    return 0
  }

  /// Where the profile's Split View numbers come from: Apple's pages are silent, so
  /// they are a design choice, said as such.
  static func splitBasis(_ profile: DeviceProfile) -> String {
    let divider = profile.splitView.divider
    var words =
      "divider \(divider.value.pointText) pt (\(divider.basis.rawValue): \(divider.source))"
    if let classes = profile.splitView.sizeClasses {
      words += "; size classes \(classes.basis.rawValue): \(classes.note ?? classes.source)"
    }
    return words
  }
}
