import DuoLayoutCore
import DuoTermRender
import Glibc

/// `duoterm matrix`: a contact sheet of one pattern in every pose.
enum MatrixCommand: Command {
  static let name = "matrix"
  static let scale = HeadlessState.size.defaulting(TerminalSize(columns: 80, rows: 24))
    .help("draw at the scale a terminal of this size would use")
  /// The sheet's width when neither the option nor the terminal gives one.
  static let fallbackWidth = 200
  static let width = Options.width.defaultText("this terminal's width, or \(fallbackWidth)")
  static let devices = Options.device.help("the devices to show, one sheet each")
    .repeatingOrAll(defaults: [.iPhoneDuo])

  static let spec = CommandSpec(
    name, summary: "a contact sheet: every pose of a pattern, on one device or several",
    options: [
      HeadlessState.pattern, Options.screen, scale, width, RenderCommand.format, ColorChoice.option,
      devices,
    ] + EnvironmentSweep.options,
    description: """
      Prints the pattern in every pose, each tile labelled with its pose, window \
      size and size classes, each drawn at the scale a terminal of that size gives \
      its lit display, and wrapped to the width. The size must fit every pose. \
      The Split View, text size and direction options (each may be given more \
      than once, or as all) add those dimensions: every pose in each \
      combination, each combination on rows of its own, each tile labelled with \
      it (Split View only where the inner display is lit).
      """, run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    let profiles = args[devices]
    let pattern = args[HeadlessState.pattern]
    let screen = try HeadlessState.screen(args)
    var scale = args[scale]
    if !args.gave(Self.scale) {
      // 80x24, or what the devices need when that is more.
      let least = SizeCheck.everyPose(profiles)
      scale = TerminalSize(
        columns: max(scale.columns, least.columns), rows: max(scale.rows, least.rows))
    }
    for profile in profiles {
      try SizeCheck.require(
        scale, fits: profile.supportedPoses, profile: profile, devices: profiles)
    }
    let sheet = ContactSheet.render(
      pattern: pattern, scaleOf: scale, width: args[width] ?? terminalWidth() ?? fallbackWidth,
      profiles: profiles, screen: screen, environments: EnvironmentSweep.environments(args))
    // A width no tile fits in cannot be honoured: say so rather than print wider.
    if let asked = args[width], sheet.width > asked {
      throw UsageError(
        "\(Self.width.name) \(asked): a picture at \(scale.columns)x\(scale.rows) is \(sheet.width) columns wide"
          + " — give \(Self.width.name) \(sheet.width) or more, or a smaller \(Self.scale.name)")
    }
    print(
      args[RenderCommand.format].export(
        args[ColorChoice.option].isOn() ? sheet : sheet.monochrome(),
        title: "\(screen?.title ?? pattern.argument) in every pose"))
    return 0
  }

  /// The width of the terminal standard output goes to, if it is one.
  static func terminalWidth() -> Int? {
    var size = winsize()
    if isatty(STDOUT_FILENO) != 0, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0,
      size.ws_col > 0
    {
      return Int(size.ws_col)
    }
    if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns > 0 {
      return columns
    }
    return nil
  }
}
