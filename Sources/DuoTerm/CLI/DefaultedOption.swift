/// An option that takes one value and has a default, so a command always has a
/// value (`args[option]` is not optional) and the help shows the same default the
/// command uses.
///
/// ```swift
/// let format = Options.format.defaulting(.text)
/// try ParsedArguments([], for: spec)[format]  // .text
/// ```
struct DefaultedOption<Value: Sendable>: CommandOption {
  var option: Option<Value>
  var value: Value

  var spec: OptionSpec {
    var spec = option.spec
    spec.defaultText = option.kind.describe(value)
    return spec
  }

  /// The same option with another default (matrix draws at 80x24, not 200x50).
  func defaulting(_ value: Value) -> DefaultedOption {
    DefaultedOption(option: option, value: value)
  }

  /// The same option with another help line.
  func help(_ line: String) -> DefaultedOption {
    DefaultedOption(option: option.help(line), value: value)
  }
}
