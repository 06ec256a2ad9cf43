import DuoLayoutCore

/// `duoterm --help`: the commands, the poses and patterns, and the keys (from the
/// keymap table itself).
enum HelpText {
  static let version = "duoterm 0.1.0"

  static var usage: String {
    let keys = Keymap.standard.bindings.map { "  \($0.keyLabels.padding(16))\($0.summary)" }
    return """
      DuoTerm: iPhone Duo, the foldable iPhone, emulated in a terminal.

      usage:
        duoterm [--pose POSE] [--pattern PATTERN] [--reduce-motion] [--faithful-timeline]
                                                   run in this terminal
        duoterm render [--pose POSE] [--pattern PATTERN] [--size WxH] [--format text|ansi|svg]
        duoterm env [--pose POSE] [--json]
        duoterm tree [--pattern PATTERN] [--pose POSE] [--size WxH] [--json]
        duoterm play [--pattern PATTERN] [--pose POSE] [--size WxH] --keys "KEYS"
        duoterm audit [--pattern P|all] [--pose X|all] [--size WxH]...
        duoterm matrix [--pattern PATTERN] [--size WxH] [--width N] [--format text|ansi|svg]
        duoterm demo --list | NAME [--headless] [--size WxH]
        duoterm keys [--markdown]                  every key, per pattern
        duoterm --help | --version

      Each command takes --help. Poses: \(Pose.argumentList).
      Patterns: \(PatternRegistry.standard.argumentList).

      keys:
      \(keys.joined(separator: "\n"))
      """
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
