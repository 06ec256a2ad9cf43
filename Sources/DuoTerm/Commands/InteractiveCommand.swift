import DuoLayoutCore
import Glibc

/// `duoterm` alone: the phone in this terminal. The saved session comes back; what
/// the command line asks for wins over it.
enum InteractiveCommand: Command {
  static let name = ""
  static let pattern = Options.pattern.help("the pattern to start in")
    .defaultText("the saved session's, else \(PatternRegistry.standard.first.argument)")
  static let pose = Options.pose.help("the pose to start in")
    .defaultText("the saved session's, else \(Pose.closed.argument)")
  static let device = Options.device.defaultText(DeviceProfile.iPhoneDuoName)
  static let screen = Options.screen.help(
    "a screen file in place of a pattern: reloaded on every save, its session its own "
      + "(session-screen-NAME-HASH.json, keyed by the file's full path)")

  static let spec = CommandSpec(
    name, summary: "runs the phone in this terminal: fold, rotate and use it from the keyboard",
    options: [
      pattern, screen, pose, device, Options.session, Options.record, Options.force,
      Options.screenshotDir,
      Options.split, Options.textSize, Options.direction,
      Options.reduceMotion, Options.faithfulTimeline, Options.slow, Options.noMouse, Options.fresh,
      ColorChoice.option, CompareOption.option,
    ],
    description: """
      Draws both displays in this terminal and takes keys until F10 or Ctrl-C. The \
      session (pattern, pose, selections, drafts, games) is saved and comes back \
      at the next start. \(CompareOption.option.name) draws two or three devices side \
      by side, each in the same pose (as that device holds it), pattern and model: \
      every key goes to all of them, a click to the one under it. The status line \
      speaks for the phone under the pointer or last clicked (the first at the \
      start), and Ctrl-Y turns \
      that phone into the next device not on screen yet. Each phone keeps a session \
      of its own for its device (session-compare-DEVICE.json beside session.json).
      """, run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    if let path = args[Options.record] {
      try OutputTarget.file(path, option: Options.record.name, force: args[Options.force])
    }
    // No terminal: one line and nothing touched (a corrupt session stays where it is).
    if let problem = CursesTerminal.check() {
      printError(problem.description)
      return 2
    }
    var compare: [DeviceProfile] = []
    if let text = args[CompareOption.option] {
      if args[device] != nil {
        throw UsageError(
          "\(CompareOption.option.name) names the devices; leave out \(device.name)")
      }
      // `all` picks what fits this terminal (a smaller one says what size fits).
      var window = winsize()
      let size =
        ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0 && window.ws_col > 0
        ? TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row)) : .standard
      compare = try CompareOption.resolve(text, terminal: size)
    }
    var state = EmulatorState()
    var warnings: [String] = []
    // The saved session first; what the command line asks for wins over it. Asked
    // for a fresh start it is still read, so a corrupt file is kept aside, never
    // overwritten.
    let screen = try HeadlessState.screen(args)
    let plan = XDGDirectories.state().map {
      SessionPlan.choose(
        directory: $0, requested: args[Options.session] ?? screen.flatMap(sessionName(for:)))
    }
    if plan == nil {
      warnings.append(
        "neither XDG_STATE_HOME nor HOME is set: this session is not saved (set one to keep it)")
    }
    if let loaded = plan?.load(fresh: args[Options.fresh]) {
      if let session = loaded.session, !args[Options.fresh] {
        let devices = DeviceLibrary.registry()
        state = session.restore(into: state, devices: devices)
        if let missing = session.missingProfile(devices: devices, using: state.profile) {
          warnings.append(missing)
        }
      }
      if let warning = loaded.warning { warnings.append(warning) }
    }
    warnings += plan?.notices ?? []
    // The other phones of a comparison: each its own session, for its device; one
    // that has none yet starts as the first phone does.
    var companions: [(state: EmulatorState, session: SessionPlan?)] = []
    for profile in compare.dropFirst() {
      let own = XDGDirectories.state().flatMap { folder in
        ComparedPhone.sessionName(for: profile, beside: plan?.store.name).map {
          SessionPlan.choose(directory: folder, requested: $0)
        }
      }
      var phone = state
      if let loaded = own?.load(fresh: args[Options.fresh]) {
        if let session = loaded.session, !args[Options.fresh] {
          phone = session.restore(into: EmulatorState(), devices: DeviceLibrary.registry())
        }
        if let warning = loaded.warning { warnings.append(warning) }
      }
      warnings += own?.notices ?? []
      companions.append((phone.on(profile), own))
    }
    // The remembered seating and flash: the config file wins over the session.
    var config = ConfigStore.standard()
    let loaded = config?.load()
    if let warning = loaded?.warning { warnings.append(warning) }
    for warning in warnings { printError(warning) }
    var launch = Launch(
      settings: loaded?.settings, profile: args[device] ?? compare.first, pose: args[pose],
      pattern: args[pattern], screen: screen, splitView: args[Options.split],
      textSize: args[Options.textSize], layoutDirection: args[Options.direction],
      reduceMotion: args[Options.reduceMotion], faithfulTimeline: args[Options.faithfulTimeline],
      slowMotion: args[Options.slow].map(Double.init))
    state = state.launched(launch)
    for index in companions.indices {
      launch.profile = companions[index].state.profile
      companions[index].state = companions[index].state.launched(launch)
    }
    return TerminalRun.run(
      state, session: plan, settings: config, warnings: warnings, record: args[Options.record],
      screenshots: args[Options.screenshotDir], colours: args[ColorChoice.option].isOn(),
      mouse: !args[Options.noMouse], watching: screen?.file, companions: companions)
  }

  /// A screen file's own session, named for the file and keyed by its full path
  /// (`chat.json` in `/home/ada/app1`: `session-screen-chat-1a2b3c4d.json`), so
  /// running a screen file keeps its state without touching the built-in samples'
  /// session, and two files of one name in two folders (`app1/screen.json`,
  /// `app2/screen.json`) keep a draft each; nil when the name cannot be made.
  static func sessionName(for screen: ScreenFile) -> String? {
    guard let path = screen.file else { return nil }
    var base = Folder.name(of: path)
    if base.hasSuffix(".json") { base.removeLast(".json".count) }
    // Eight hex digits of the full path's hash: 31 characters are left for the name.
    let key = String(StableHash.fnv1a(Folder.absolute(path)) & 0xffff_ffff, radix: 16)
    let digits = String(repeating: "0", count: 8 - key.count) + key
    var name = String(("screen-" + ScreenID.derived(from: base)).prefix(31))
    while name.last == "-" { name.removeLast() }
    name += "-" + digits
    return SessionStore.isValidName(name) ? name : nil
  }
}
