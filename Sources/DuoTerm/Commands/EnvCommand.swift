import DuoLayoutCore

/// `duoterm env`: the layout environment a pose hands an app.
enum EnvCommand {
  static let spec = CommandSpec(
    "env",
    summary:
      "the layout environment a pose hands an app: window size, size classes, safe area, regions",
    options: [HeadlessState.pose, HeadlessState.size, HeadlessState.device, Options.json],
    description: """
      Prints the layout environment of a pose: the window size, the size classes, \
      the safe-area insets and every reserved region (kind, frame, margins, and \
      whether it is active). The terminal's size sets the scale, and so the text \
      metrics.
      """, run: run)

  /// The JSON document `--json` prints.
  struct Document: Encodable {
    var pose: String
    var display: String
    var windowSize: Size
    var horizontalSizeClass: SizeClass
    var verticalSizeClass: SizeClass
    var safeAreaInsets: EdgeInsets
    var layoutDirection: LayoutDirection
    var regions: [ReservedRegion]
  }

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    let state = try HeadlessState.state(args)
    let env = state.environment
    if args[Options.json] {
      let document = Document(
        pose: state.pose.argument, display: state.litDisplay.rawValue, windowSize: env.windowSize,
        horizontalSizeClass: env.horizontalSizeClass, verticalSizeClass: env.verticalSizeClass,
        safeAreaInsets: env.safeAreaInsets, layoutDirection: env.layoutDirection,
        regions: env.reservedRegions(includeInactive: true))
      printJSON(document)
    } else {
      print(
        "pose: \(state.pose.argument) (\(state.profile.displays[state.litDisplay].name.lowercased()))"
      )
      print(InspectorPattern.text(for: env))
    }
    return 0
  }
}
