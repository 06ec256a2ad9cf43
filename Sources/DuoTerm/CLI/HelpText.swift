import DuoLayoutCore
import DuoTermRender

/// Every help text, made from the command table: each command's `--help`, the
/// top-level `duoterm --help` (the commands, the front's options, the poses and
/// patterns, and the keys from the keymap table), and the README's command table.
/// Lines are wrapped to 80 columns.
enum HelpText {
  static let version = "duoterm \(semanticVersion)"
  /// The version alone (`0.1.0`), as SARIF's `tool.driver.semanticVersion` holds it.
  static let semanticVersion = "0.1.0"
  /// The width help is wrapped to.
  static let width = 80
  /// Where an option's help line starts.
  static let helpColumn = 28

  /// `duoterm render --help`: the synopsis, the summary, the description, the
  /// positional word and every option with its help line, choices and default.
  static func help(for spec: CommandSpec) -> String {
    var lines = synopsis(spec, prefix: "usage: ")
    lines += [""] + wrap(sentence(spec.summary))
    if !spec.description.isEmpty {
      lines += [""] + spec.description.split(separator: "\n").flatMap { wrap(String($0)) }
    }
    lines += [""] + optionLines(spec)
    return lines.joined(separator: "\n")
  }

  /// `duoterm --help`: how to run it, every command with its summary, the front's
  /// options, the poses, patterns and devices, and every key.
  static var usage: String {
    let commands = CommandTable.visible
    let names =
      commands.map { "\($0.invocation) [options]" }
      + ["duoterm \(Options.help.name) | \(CommandLineTool.versionWord)"]
    let summaries = commands.map(\.summary) + ["this help, or the version"]
    let column = (names.map(\.count).max() ?? 0) + 4
    var lines = ["DuoTerm: iPhone Duo, the foldable iPhone, emulated in a terminal.", "", "usage:"]
    for (name, summary) in zip(names, summaries) {
      lines += entry(name, summary, column: column)
    }
    lines += [""]
    lines += wrap(
      "Each command takes \(Options.help.name) for its options. The interactive front"
        + " (duoterm alone) takes:")
    lines += optionLines(InteractiveCommand.spec).dropFirst()
    lines += [""]
    lines += wrap("Poses: \(Pose.argumentList).")
    lines += wrap("Patterns: \(PatternRegistry.standard.argumentList).")
    let devices = DeviceRegistry.standard.names.joined(separator: ", ")
    lines += wrap("Devices: \(devices) (duoterm devices describes them), or a profile file.")
    lines += wrap(
      "Exit status: 0 success; 1 the audit found a failing finding; 2 a usage error;"
        + " \(StandardOutput.ioFailure) the output could not be written (a full disk, a closed descriptor)."
    )
    lines += ["", "keys:"]
    lines += Keymap.standard.bindings.map { "  \($0.keyLabels.padding(16))\($0.summary)" }
    return lines.joined(separator: "\n")
  }

  /// The README's command table: every command people run, as it is typed, and
  /// what it does; then the sizes each pose needs, the patterns and the devices.
  static var markdown: String {
    let rows = CommandTable.visible.map { spec in
      "| `\(spec.synopsis.joined(separator: " ").replacingBars)` | \(spec.summary.replacingBars) |"
    }
    let names = [
      "Patterns: \(PatternRegistry.standard.ids.map { "`\($0.argument)`" }.joined(separator: ", ")).",
      "Devices: \(DeviceRegistry.standard.names.map { "`\($0)`" }.joined(separator: ", ")), or a"
        + " profile file (`FILE.json`); `duoterm devices` describes them.",
    ]
    return (["| Command | What it does |", "|---|---|"] + rows + ["", sizes] + names).joined(
      separator: "\n")
  }

  /// The sentence about sizes, from `SceneFit` for the default profile.
  static var sizes: String {
    let profile = HeadlessState.device.value
    let grips = [false, true].map { isRotated in
      let poses = profile.supportedPoses.filter { $0.deviceState(profile).isRotated == isRotated }
        .map { "`\($0.argument)`" }
      let size = SceneFit.minimumSize(profile: profile, isRotated: isRotated)
      return "\(size.argument) for \(poses.joined(separator: ", "))"
    }
    let every = SceneFit.minimumSizeForEveryPose(profile: profile).argument
    let everyDevice = SizeCheck.everyPose(DeviceRegistry.standard.profiles).argument
    func scale(_ size: TerminalSize) -> String {
      let metrics = SceneFit.metrics(for: size, profile: profile, isRotated: false, lit: .inner)
      return metrics.map { "\($0.columnWidth.pointText) pt" } ?? "?"
    }
    return """
      A terminal of \(recommended.argument) or larger is recommended: the open phone's \
      inner display is drawn at \(scale(recommended)) a column there, \(scale(.standard)) \
      at \(TerminalSize.standard.argument). Sizes are `COLUMNSxROWS`, each from 1 to \
      \(TerminalSize.maxSide), and at least what the pose needs on \(profile.name): \
      \(grips.joined(separator: "; ")); \(every) fits every pose, and \(everyDevice) \
      every pose of every built-in device. A smaller size is an error (exit 2) that \
      names the size that fits.
      """
  }

  /// The terminal size the README recommends. Basis: design (the classic
  /// terminal's size; every pose fits it with room for the hinge's side view).
  static let recommended = TerminalSize(columns: 80, rows: 24)

  /// The synopsis wrapped, continuation lines under the first option.
  static func synopsis(_ spec: CommandSpec, prefix: String) -> [String] {
    let words = spec.synopsis
    let indent = String(repeating: " ", count: prefix.count + words[0].count + 1)
    var lines = [prefix + words[0]]
    for word in words.dropFirst() {
      if lines[lines.count - 1].count + 1 + word.count > width {
        lines.append(indent + word)
      } else {
        lines[lines.count - 1] += " " + word
      }
    }
    return lines
  }

  /// `options:` and a line (or more) per visible option, and the positional word.
  private static func optionLines(_ spec: CommandSpec) -> [String] {
    var lines = ["options:"]
    if let positional = spec.positional {
      lines += entry(positional.name, positional.help, column: helpColumn)
    }
    for option in spec.visibleOptions {
      lines += entry(option.usage, option.fullHelp, column: helpColumn)
    }
    return lines
  }

  /// `  NAME   help`, the help wrapped under itself; on the next line when the name
  /// reaches the help's column.
  private static func entry(_ name: String, _ help: String, column: Int) -> [String] {
    let indent = String(repeating: " ", count: column)
    let wrapped = TextWrap.lines(help, width: width - column)
    let first = "  " + name
    guard first.count < column - 1 else {
      return [first] + wrapped.map { indent + $0 }
    }
    return [first.padding(column) + (wrapped.first ?? "")] + wrapped.dropFirst().map { indent + $0 }
  }

  /// `line` wrapped to the width; continuation lines keep its indent and two more.
  private static func wrap(_ line: String) -> [String] {
    let lead = line.prefix { $0 == " " }.count
    let more = lead > 0 ? lead + 2 : 0
    let wrapped = TextWrap.lines(String(line.dropFirst(lead)), width: width - more)
    return wrapped.enumerated().map {
      String(repeating: " ", count: $0.offset == 0 ? lead : more) + $0.element
    }
  }

  /// `the frame a terminal would show` as a sentence: capital, full stop.
  private static func sentence(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst() + "."
  }
}
