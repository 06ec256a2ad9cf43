import DuoLayoutCore

/// What a headless command draws: the pattern, the pose, the terminal's size, the
/// device and the environment options (Split View, text size, direction), each
/// with its default (the first pattern, closed, 200x50, the default profile, the
/// whole display, `large`, left to right), and a check that the size fits the pose.
enum HeadlessState {
  static let pattern = Options.pattern.defaulting(PatternRegistry.standard.first)
  static let pose = Options.pose.defaulting(.closed)
  static let size = Options.size.defaulting(.standard)
  static let device = Options.device.defaulting(
    .iPhoneDuo, written: DeviceProfile.iPhoneDuoName)
  static let split = Options.split.defaulting(nil)
  static let textSize = Options.textSize.defaulting(.standard)
  static let direction = Options.direction.defaulting(.leftToRight)

  /// The screen file `--screen` names, if any; an error when `--pattern` is given
  /// too (the screen takes the pattern's place).
  static func screen(_ args: ParsedArguments) throws(UsageError) -> ScreenFile? {
    guard let screen = args[Options.screen] else { return nil }
    if args.gave(pattern) {
      throw UsageError(
        "give \(pattern.name) or \(Options.screen.name), not both: the screen file takes the pattern's place"
      )
    }
    return screen
  }

  /// Split View, the text size and the direction: every command that draws takes them.
  static let environment: [any CommandOption] = [split, textSize, direction]

  /// All of them, for the commands that take them all.
  static let options: [any CommandOption] =
    [pattern, Options.screen, pose, size, device] + environment

  /// The environment options as given.
  static func environmentOptions(_ args: ParsedArguments) -> EnvironmentOptions {
    EnvironmentOptions(
      splitView: args[split], textSize: args[textSize], layoutDirection: args[direction])
  }

  /// A fresh emulator as the options ask. Throws when the size is too small to
  /// draw the pose (`SizeCheck`).
  /// With `checkingSize` false the terminal may be too small for the phone (a
  /// comparison checks its own size).
  static func state(_ args: ParsedArguments, checkingSize: Bool = true) throws(UsageError)
    -> EmulatorState
  {
    let pose = try PoseCheck.poses([args[pose]], on: args[device])[0]
    let state = EmulatorState(
      profile: args[device], pose: pose, terminal: args[size], pattern: args[pattern]
    ).launched(Launch(screen: try screen(args), options: environmentOptions(args)))
    if checkingSize {
      try SizeCheck.require(state.terminal, fits: [state.pose], profile: state.profile)
    }
    return state
  }
}
