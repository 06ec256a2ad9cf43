import DuoLayoutCore

/// Every option of every command, each defined once: its name, the kind of value
/// it takes and its help line. A command lists the ones it takes in its table
/// entry, adapted where it uses one differently (`HeadlessState.size` defaults to
/// 200x50, the audit repeats it), and reads the values back through the same
/// definitions, so no option's name is written anywhere else.
enum Options {
  /// `--help`: every command takes it, anywhere among its words.
  static let help = Flag("--help", help: "print this help and exit")

  // What is drawn, and where.
  static let pose = Option("--pose", .pose, help: "how the phone is held")
  static let pattern = Option("--pattern", .pattern, help: "the pattern on the lit display")
  static let screen = Option(
    "--screen", .screen,
    help: "a screen file (Schemas/screen.schema.json) in place of a pattern: your own screen")
  /// `screen new`'s pattern: what lays a new screen file out.
  static let screenPattern = Option(
    pattern.name, .screenKind, help: "the pattern that lays the screen out")
  /// `screen new`'s root for an app file.
  static let appRoot = Option(
    "--root", .appRoot, help: "an app file's starter: what holds its screens")
  /// `screen export`'s pattern: a built-in that can be written out.
  static let exportPattern = Option(
    pattern.name, .exportablePattern, help: "the built-in pattern to write out")
  static let device = Option(
    "--device", .device, help: "the phone: a built-in profile by name, or a profile file")
  static let size = Option(
    "--size", .size, help: "the terminal's size in cells, columns x rows; it sets the scale")
  static let format = Option(
    "--format", .format,
    help: "plain text, text with ANSI colours for a terminal, or an SVG picture")
  static let color = Option(
    "--color", .color, help: "colour: auto (on unless NO_COLOR is set), always or never")
  static let split = Option(
    "--split", .splitView,
    help: "Split View on the inner display: the app's share and side, or off (the whole display)")
  static let textSize = Option(
    "--text-size", .textSize,
    help: "the Dynamic Type size (large is the default); larger text draws the phone in fewer cells"
  )
  static let direction = Option(
    "--direction", .direction, help: "the layout direction: left to right or right to left")
  static let width = Option(
    "--width", .int(20...10_000, "columns"), help: "the sheet's width in columns")

  // What is done.
  static let keys = Option(
    "--keys", .text("KEYS"),
    help:
      "the keys to press, separated by spaces: tmux key names (Down Enter F3 C-o Space) are"
      + " keys, other words are typed, and a quoted phrase ('hello world') is typed with its spaces"
  )
  /// `--format` for the audit: the same name as `format`, other values (a tool's file).
  static let auditFormat = Option(
    format.spec.name, .auditFormat,
    help: "text (a line per finding), json, junit (a CI's test report) or sarif (code scanning)")
  /// `--format` for `demo --check`: a line a tour, or JUnit XML.
  static let checkFormat = Option(
    format.spec.name, .checkFormat,
    help:
      "how a check reports: text (a line a tour) or junit (a CI test report, on standard output)")
  static let shard = Option(
    "--shard", .shard,
    help: "audit only the K-th of N parts (a stable share of the screens), for a CI job matrix")
  static let allEnvironments = Flag(
    "--all-environments",
    help: "every pattern, pose, Split View, text size and direction (with the sizes given)")
  static let explain = Flag(
    "--explain",
    help:
      "say after each finding what was seen; with a rule's ID, what the rule checks and how to fix it"
  )
  static let auditConfig = Option(
    "--config", .text("FILE.json"),
    help: "the rules' levels (error, warning, note, off); default: duoterm-audit.json here, if any")
  static let baseline = Option(
    "--baseline", .text("FILE.json"),
    help: "fail only on findings this baseline does not hold, and count the ones gone")
  static let writeBaseline = Option(
    "--write-baseline", .text("FILE.json"),
    help: "record today's findings as the baseline (replacing an older baseline there) and exit 0")
  static let strictBaseline = Flag(
    "--strict-baseline",
    help:
      "with a baseline, also fail when one of its findings is gone (write it again to shrink it)")
  static let list = Flag("--list", help: "list the tours, each with its description")
  static let headless = Flag(
    "--headless", help: "play with no terminal and print the last frame")

  // How the interactive front starts.
  static let reduceMotion = Flag(
    "--reduce-motion", help: "start with Reduce Motion on: nothing moves, new things fade in")
  static let faithfulTimeline = Flag(
    "--faithful-timeline",
    help:
      "start with the faithful timeline on: each fold plays the updates measured on the iPhone Duo simulator"
  )
  static let slow = Option(
    "--slow", .int(1...100, "times slower"),
    help: "start in slow motion: every glide N times slower (Ctrl-Q: 10)")
  static let noMouse = Flag(
    "--no-mouse", help: "leave the mouse to the terminal: no clicks, no pose bar")
  static let record = Option(
    "--record", .text("FILE.cast"),
    help:
      "record what the terminal shows as an asciicast (asciinema plays it), with a marker at each pose and pattern"
  )
  static let force = Flag(
    "--force",
    help: "overwrite an existing recording or tour, and replace the frames in a folder")
  static let recordTour = Option(
    "--record-tour", .text("FILE.tour"),
    help: "record the keys you press as a tour, with the waits between them, to replay")
  static let svgFrames = Option(
    "--svg-frames", .text("DIR"),
    help: "headless, also write an SVG of the screen after each step (001.svg …) into DIR")
  static let svgAnimation = Option(
    "--svg-animation", .text("FILE.svg"),
    help:
      "headless, also write the tour as one animated SVG (plays and loops in a browser or a README; no script)"
  )
  static let screenshotDir = Option(
    "--screenshot-dir", .text("DIR"),
    help: "where Ctrl-P saves screenshots (SVG, text and ANSI); default: the current folder")
  static let session = Option(
    "--session", .sessionName,
    help:
      "keep this window's session under a name of its own (a second window without it gets one)")
  static let fresh = Flag(
    "--fresh",
    help: "start clean: the saved session is not restored (the next save replaces it)")

  // Output for tools.
  static let json = Flag("--json", help: "print JSON, for tools")
  static let pick = Flag(
    "--pick",
    help: "ask the pattern catalog's questions, y or n a line, and name the pattern to try")
  static let markdown = Flag("--markdown", help: "print the table the README carries, as Markdown")
}
