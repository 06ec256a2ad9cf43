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
    var regions: [ReservedRegion]
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
        regions: env.reservedRegions(includeInactive: true))
      printJSON(document)
    } else {
      print("device: \(state.profile.name) (\(state.profile.id))")
      print(
        "pose: \(state.pose.argument): \(state.profile.poses[state.pose] ?? "")"
          + " (\(state.profile.displays[state.litDisplay].name.lowercased()))")
      print(InspectorPattern.text(for: env))
    }
    return 0
  }
}
