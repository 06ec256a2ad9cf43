import DuoLayoutCore
import DuoTermRender

/// `duoterm play`: replays keys with no terminal, then prints the final frame and
/// the state, one `name: value` line per field.
enum PlayCommand: Command {
  static let name = "play"
  static let keys = Options.keys.required(example: "\"Down Enter\"")

  static let spec = CommandSpec(
    name,
    summary:
      "presses keys with no terminal ('quoted phrases' type their spaces), then prints the last frame and the state",
    options: HeadlessState.options + [keys, Options.record, Options.force],
    description: """
      Replays the keys through the same reducer the terminal uses, then prints the \
      final frame and the state, one name: value line each. The keys are words \
      separated by spaces: tmux key names (Up Down Left Right Enter Escape BSpace \
      Tab BTab Space PageUp PageDown Home End DC F1…F12 C-a…C-z) are keys; any \
      other word is typed as text, a character at a time; and a phrase in quotes \
      is typed with its spaces: "Tab 'hello world' Enter" types hello world, \
      where "Tab hello world Enter" types helloworld. With \(Options.record.name), the keys \
      (one each 50 ms) and every frame they cause are written as an asciicast, \
      in virtual time.
      """, run: run)

  static func run(_ args: ParsedArguments) throws(UsageError) -> Int32 {
    let text = try args.required(keys)
    let pressed: [Key]
    do {
      pressed = try KeyWord.keys(text)
    } catch {
      throw UsageError("\(error.description) (in \(keys.name))")
    }
    if let path = args[Options.record] {
      try OutputTarget.file(path, option: Options.record.name, force: args[Options.force])
    }
    var state = try HeadlessState.state(args)
    if let path = args[Options.record] {
      let timed = pressed.enumerated().map {
        (time: state.now + Double($0.offset) * 0.05, key: $0.element)
      }
      let cast = HeadlessCast.record(
        from: state, keys: timed, until: state.now + Double(pressed.count) * 0.05 + 1,
        title: "duoterm play")
      do {
        try OutputTarget.write(Array(cast.utf8), to: path)
      } catch {
        printError("the recording could not be written: \(error)")
        return 1
      }
    }
    var now = 0.0
    for key in pressed {
      state = reduce(state, .key(key), at: now)
      now += 0.05
      if state.shouldQuit { break }
    }
    state = state.settled()
    // The keys may have turned the phone into a pose this size cannot draw.
    try SizeCheck.require(state.terminal, fits: [state.pose], profile: state.profile)
    print(Scene.render(state).text)
    for (name, value) in describe(state) { print("\(name): \(value)".visible) }
    return 0
  }

  /// The emulator's state as `name: value` lines: pattern and pose, then the model.
  static func describe(_ state: EmulatorState) -> [(name: String, value: String)] {
    [
      ("pattern", state.pattern.argument),
      ("pose", state.pose.argument),
      ("hinge", "\(state.device.hingeAngle.pointText)°"),
    ] + state.modelDescription
  }
}
