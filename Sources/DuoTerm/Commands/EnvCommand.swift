import DuoLayoutCore
import Foundation

/// `duoterm env`: the layout environment a pose hands an app.
enum EnvCommand {
  static let usage = """
    usage: duoterm env [--pose POSE] [--size WxH] [--json]
    Prints the layout environment of a pose: window size, size classes, safe-area
    insets and every reserved region (kind, frame, margins, active flag). --json
    gives the same fields for tools.
    """

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

  static func run(_ words: [String]) throws(UsageError) -> Int32 {
    let args = try Arguments(
      words, command: "env", valued: ["--pose", "--size"], flags: ["--json", "--help"])
    if args.flag("--help") {
      print(usage)
      return 0
    }
    let state = EmulatorState(
      pose: try OptionParsers.pose(args.value("--pose")),
      terminal: try OptionParsers.size(args.value("--size")))
    let env = state.environment
    if args.flag("--json") {
      let document = Document(
        pose: state.pose.argument, display: state.litDisplay.rawValue, windowSize: env.windowSize,
        horizontalSizeClass: env.horizontalSizeClass, verticalSizeClass: env.verticalSizeClass,
        safeAreaInsets: env.safeAreaInsets, layoutDirection: env.layoutDirection,
        regions: env.reservedRegions(includeInactive: true))
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      // Encoding plain value types cannot fail.
      let data = (try? encoder.encode(document)) ?? Data()
      print(String(decoding: data, as: UTF8.self))
    } else {
      print(
        "pose: \(state.pose.argument) (\(state.profile.displays[state.litDisplay].name.lowercased()))"
      )
      print(InspectorPattern.text(for: env))
    }
    return 0
  }
}
