import DuoLayoutCore
import DuoTermRender

/// `duoterm render`: the frame the terminal would show, as text, with no terminal.
enum RenderCommand {
  static let usage = """
    usage: duoterm render [--pose POSE] [--pattern PATTERN] [--size WxH] [--format text|ansi|svg]
    Prints the frame a terminal of that size would show: exactly H lines, none wider
    than W columns (default 200x50, pose closed). --format ansi keeps the colours for
    a terminal; --format svg writes a picture that opens in a browser.
    """

  static func run(_ words: [String]) throws(UsageError) -> Int32 {
    let args = try Arguments(
      words, command: "render", valued: ["--pose", "--pattern", "--size", "--format"],
      flags: ["--help"])
    if args.flag("--help") {
      print(usage)
      return 0
    }
    let state = try OptionParsers.state(args)
    let format = try OptionParsers.format(args.value("--format"))
    print(
      format.export(
        Scene.render(state), title: "\(state.pattern.argument) in \(state.pose.argument)"))
    return 0
  }
}
