import DuoLayoutCore
import DuoTermRender
import Glibc

/// `duoterm matrix`: a contact sheet of one pattern in every pose.
enum MatrixCommand {
  static let usage = """
    usage: duoterm matrix [--pattern PATTERN] [--size WxH] [--width N] [--format text|ansi|svg]
    Prints the pattern in every pose, each tile labelled with its pose, window size
    and size classes, drawn at the scale a terminal of --size would use (default
    80x24) and laid out --width columns wide (default: this terminal's width, or 200).
    """

  static func run(_ words: [String]) throws(UsageError) -> Int32 {
    let args = try Arguments(
      words, command: "matrix", valued: ["--pattern", "--size", "--width", "--format"],
      flags: ["--help"])
    if args.flag("--help") {
      print(usage)
      return 0
    }
    let pattern = try OptionParsers.pattern(args.value("--pattern"))
    let scale = try OptionParsers.size(
      args.value("--size"), default: TerminalSize(columns: 80, rows: 24))
    let least = TerminalFit.minimumSizeForEveryPose(profile: .iPhoneDuo)
    guard scale.columns >= least.columns, scale.rows >= least.rows else {
      throw UsageError(
        "size \(scale.columns)x\(scale.rows) is too small to draw every pose; give --size \(least.columns)x\(least.rows) or larger"
      )
    }
    let format = try OptionParsers.format(args.value("--format"))
    var width = terminalWidth() ?? 200
    if let text = args.value("--width") {
      guard let value = Int(text), value >= 20, value <= 10_000 else {
        throw UsageError("bad width '\(text)'; give a number of columns from 20 to 10000")
      }
      width = value
    }
    let sheet = ContactSheet.render(pattern: pattern, scaleOf: scale, width: width)
    print(format.export(sheet, title: "\(pattern.argument) in every pose"))
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
