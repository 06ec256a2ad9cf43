/// An option that takes one value and has a default, so a command always has a
/// value (`args[option]` is not optional) and the help shows the same default the
/// command uses. The default is worked out when a command reads it, not when the
/// command table is made: a device profile is read from JSON only by a command
/// that draws with it, never by `--version` or `--help`.
///
/// ```swift
/// let format = Options.format.defaulting(.text)
/// try ParsedArguments([], for: spec)[format]  // .text
/// ```
struct DefaultedOption<Value: Sendable>: CommandOption {
  var option: Option<Value>
  /// Makes the default.
  var makeValue: @Sendable () -> Value
  /// The default as it is written in the help, when it can be said without making
  /// it (a profile's name); nil to write the value made.
  var written: String?

  /// The value used when the option is not given.
  var value: Value { makeValue() }

  var spec: OptionSpec {
    var spec = option.spec
    let (written, makeValue, describe) = (written, makeValue, option.kind.describe)
    spec.defaultText = { written ?? describe(makeValue()) }
    return spec
  }

  /// The same option with another default (matrix draws at 80x24, not 200x50).
  func defaulting(_ value: @autoclosure @escaping @Sendable () -> Value) -> DefaultedOption {
    DefaultedOption(option: option, makeValue: value, written: nil)
  }

  /// The same option with another help line.
  func help(_ line: String) -> DefaultedOption {
    DefaultedOption(option: option.help(line), makeValue: makeValue, written: written)
  }
}
