/// One option as the command table holds it, whatever its value's type: what the
/// parser, the help and the README read. `Option`, `DefaultedOption`,
/// `RepeatedOption` and `Flag` each make one and read their typed values back.
struct OptionSpec: Sendable {
  /// `--pose`.
  var name: String
  /// What follows the name in a synopsis (`POSE`); nil for a flag.
  var placeholder: String?
  /// What the option does, in a few words.
  var help: String
  /// The values there are, said after the help line: worked out when the help is
  /// written (listing the device profiles reads them).
  var choices: @Sendable () -> [String] = { [] }
  /// The value used when the option is not given, as it is written; nil when there
  /// is none.
  var defaultText: @Sendable () -> String? = { nil }
  /// True when the option may be given more than once (each value is kept).
  var repeats = false
  /// True when the command cannot run without it.
  var isRequired = false
  /// A value to show when a required option is missing (`"Down Enter"`).
  var example: String?
  /// True for options people do not need (the benchmark's own): parsed, not listed.
  var isHidden = false
  /// The values the text stands for (more than one for `all`); nil for a flag.
  var read: (@Sendable (String) throws(UsageError) -> [any Sendable])?

  /// True for an option that takes no value.
  var isFlag: Bool { placeholder == nil }

  /// `--pose POSE` or `--json`.
  var usage: String { placeholder.map { "\(name) \($0)" } ?? name }

  /// The option in a synopsis: `[--pose POSE]`, `[--size WxH]...`, `--keys KEYS`.
  var synopsis: String {
    (isRequired ? usage : "[\(usage)]") + (repeats ? "..." : "")
  }

  /// The help line with the choices and the default.
  var fullHelp: String {
    var notes: [String] = []
    let choices = choices()
    if !choices.isEmpty { notes.append(choices.joined(separator: ", ")) }
    if let defaultText = defaultText() { notes.append("default: \(defaultText)") }
    if repeats { notes.append("may be given more than once") }
    return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
  }
}
