import DuoLayoutCore
import DuoTermRender

/// `duoterm play`: replays keys with no terminal, then prints the final frame and
/// the state, one `name: value` line per field.
enum PlayCommand {
  static let usage = """
    usage: duoterm play [--pattern PATTERN] [--pose POSE] [--size WxH] --keys "KEYS"
    Replays KEYS through the same reducer the terminal uses, then prints the final
    frame and the model's state. KEYS are space-separated tokens: tmux key names
    (Up Down Left Right Enter Escape BSpace Tab BTab Space PageUp PageDown Home End
    DC F1…F12 C-a…C-z) are keys; any other token is typed as text, one character
    at a time.
    """

  /// The keys `text` stands for.
  static func keys(from text: String) throws(UsageError) -> [Key] {
    var keys: [Key] = []
    for token in text.split(separator: " ") {
      do {
        if let key = try Key(name: String(token)) {
          keys.append(key)
        } else {
          keys += token.map { Key.character($0) }
        }
      } catch {
        throw UsageError("\(error.description) in --keys")
      }
    }
    return keys
  }

  static func run(_ words: [String]) throws(UsageError) -> Int32 {
    let args = try Arguments(
      words, command: "play", valued: ["--pattern", "--pose", "--size", "--keys"], flags: ["--help"]
    )
    if args.flag("--help") {
      print(usage)
      return 0
    }
    guard let text = args.value("--keys") else {
      throw UsageError("play needs --keys \"...\" (for example --keys \"Down Enter\")")
    }
    var state = try OptionParsers.state(args)
    var now = 0.0
    for key in try keys(from: text) {
      state = reduce(state, .key(key), at: now)
      now += 0.05
      if state.shouldQuit { break }
    }
    state = state.settled()
    print(Scene.render(state).text)
    for (name, value) in describe(state) { print("\(name): \(value)") }
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
