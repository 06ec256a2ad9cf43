import DuoLayoutCore
import DuoTermRender

/// `duoterm render`: the frame the terminal would show, as text, with no terminal.
enum RenderCommand: Command {
  static let name = "render"
  static let format = Options.format.defaulting(.text)

  static let spec = CommandSpec(
    name,
    summary: "the frame a terminal of that size would show, exactly H lines of at most W columns",
    options: HeadlessState.options + [format, ColorChoice.option, CompareOption.option],
    description: """
      Prints the frame a terminal of that size would show: exactly as many lines as \
      the terminal has rows, none wider than its columns, as plain text, as text \
      with ANSI colours for a terminal, or as an SVG picture that opens in a \
      browser. A size too small for the pose is an error that names the smallest \
      size that fits. With \(CompareOption.option.name), two or three devices side by \
      side in the same pose, pattern and model, drawn at one scale.
      """, run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    if let text = args[CompareOption.option] {
      let size = args[HeadlessState.size]
      let profiles = try CompareOption.resolve(text, terminal: size)
      try CompareOption.require(profiles, fit: size)
      let first = try HeadlessState.state(args, checkingSize: false)
      let viewports = Comparison.viewports(for: size, profiles: profiles)
      let states = zip(profiles, viewports).map { profile, viewport in
        first.on(profile).viewing(at: viewport)
      }
      let frame = Comparison.render(states, terminal: size)
      print(
        args[format].export(
          args[ColorChoice.option].isOn() ? frame : frame.monochrome(),
          title: "\(first.pattern.argument) in \(first.pose.argument) on "
            + profiles.map(\.name).joined(separator: ", ")))
      return 0
    }
    let state = try HeadlessState.state(args)
    let frame = Scene.render(state)
    print(
      args[format].export(
        args[ColorChoice.option].isOn() ? frame : frame.monochrome(),
        title: "\(state.pattern.argument) in \(state.pose.argument)"))
    return 0
  }
}
