import DuoLayoutCore

/// The `duoterm` command line: picks the command and turns usage errors into one
/// line on standard error and exit status 2.
enum CommandLineTool {
  static let commands = [
    "render", "env", "tree", "play", "audit", "matrix", "demo", "keys",
  ]

  static func run(_ words: [String]) -> Int32 {
    do {
      return try dispatch(words)
    } catch {
      printError(error.message)
      return 2
    }
  }

  private static func dispatch(_ words: [String]) throws(UsageError) -> Int32 {
    guard let first = words.first else { return try interactive([]) }
    let rest = Array(words.dropFirst())
    switch first {
    case "--help", "-h", "help":
      print(HelpText.usage)
      return 0
    case "--version":
      print(HelpText.version)
      return 0
    case "render": return try RenderCommand.run(rest)
    case "env": return try EnvCommand.run(rest)
    case "tree": return try TreeCommand.run(rest)
    case "play": return try PlayCommand.run(rest)
    case "keys": return try KeysCommand.run(rest)
    case "audit": return try AuditCommand.run(rest)
    case "matrix": return try MatrixCommand.run(rest)
    case "demo": return try DemoCommand.run(rest)
    default:
      if first.hasPrefix("-") { return try interactive(words) }
      throw UsageError(
        "unknown command '\(first)'; commands: \(commands.joined(separator: ", ")) (duoterm --help)"
      )
    }
  }

  private static func interactive(_ words: [String]) throws(UsageError) -> Int32 {
    let args = try Arguments(
      words, command: "duoterm", valued: ["--pose", "--pattern"],
      flags: ["--reduce-motion", "--faithful-timeline", "--fresh"])
    let pose: Pose? =
      args.value("--pose") == nil ? nil : try OptionParsers.pose(args.value("--pose"))
    let pattern: PatternID? =
      args.value("--pattern") == nil ? nil : try OptionParsers.pattern(args.value("--pattern"))
    // No terminal: one line and nothing touched (a corrupt session stays where it is).
    if let problem = CursesTerminal.check() {
      printError(problem.description)
      return 2
    }
    var state = EmulatorState()
    var warnings: [String] = []
    // The saved session first; what the command line asks for wins over it. With
    // --fresh it is still read, so a corrupt file is kept aside, never overwritten.
    var store = XDGDirectories.state().map { SessionStore(directory: $0) }
    if let loaded = store?.load() {
      if let session = loaded.session, !args.flag("--fresh") {
        let devices = DeviceLibrary.registry()
        state = session.restore(into: state, devices: devices)
        if let missing = session.missingProfile(devices: devices, using: state.profile) {
          warnings.append(missing)
        }
      }
      if let warning = loaded.warning { warnings.append(warning) }
    }
    // The remembered seating and flash: the config file wins over the session.
    var config = ConfigStore.standard()
    if let loaded = config?.load() {
      state.settings = loaded.settings
      if let warning = loaded.warning { warnings.append(warning) }
    }
    for warning in warnings { printError(warning) }
    if let pose { state.device = pose.deviceState(state.profile) }
    if let pattern { state.pattern = pattern }
    if args.flag("--reduce-motion") { state.motion.reduceMotion = true }
    if args.flag("--faithful-timeline") { state.motion.faithfulTimeline = true }
    return TerminalRun.run(state, session: store, settings: config, warnings: warnings)
  }
}
