/// An option that takes one value, read as `Value`, and has no default: the command
/// does something else when it is not given (the interactive front keeps the
/// saved session's pose). Defined once in `Options`; a command adapts it with
/// `defaulting(_:)`, `repeating(...)`, `required()` or `help(_:)`.
///
/// ```swift
/// let pose = Option("--pose", .pose, help: "the pose to start in")
/// let args = try ParsedArguments(["--pose", "book"], for: spec)
/// args[pose]  // .book
/// ```
struct Option<Value: Sendable>: CommandOption {
  var kind: ValueKind<Value>
  var spec: OptionSpec

  init(_ name: String, _ kind: ValueKind<Value>, help: String) {
    self.kind = kind
    spec = OptionSpec(
      name: name, placeholder: kind.placeholder, help: help, choices: kind.choices,
      read: { text throws(UsageError) in [try kind.read(text, name)] })
  }

  /// The same option with another help line, for a command that uses it differently.
  func help(_ line: String) -> Option {
    var copy = self
    copy.spec.help = line
    return copy
  }

  /// The same option with a default the command works out itself, described in
  /// words (`this terminal's width, or 200`).
  func defaultText(_ text: @autoclosure @escaping @Sendable () -> String) -> Option {
    var copy = self
    copy.spec.defaultText = text
    return copy
  }

  /// The same option, needed by the command: no brackets in the synopsis, and
  /// `ParsedArguments.required(_:)` says it is missing, showing `example`.
  func required(example: String) -> Option {
    var copy = self
    copy.spec.isRequired = true
    copy.spec.example = example
    return copy
  }

  /// The same option, parsed but left out of the help.
  func hidden() -> Option {
    var copy = self
    copy.spec.isHidden = true
    return copy
  }

  /// The option with a value used when it is not given, made when a command reads
  /// it; `written` says it in the help without making it (a profile's name).
  func defaulting(_ value: @autoclosure @escaping @Sendable () -> Value, written: String? = nil)
    -> DefaultedOption<Value>
  {
    DefaultedOption(option: self, makeValue: value, written: written)
  }

  /// The option given any number of times, each value kept; `defaults` when it is
  /// not given.
  func repeating(defaults: @autoclosure @escaping @Sendable () -> [Value]) -> RepeatedOption<Value>
  {
    RepeatedOption(option: self, makeDefaults: defaults, orAll: false)
  }

  /// The option given any number of times, or as `all` (every value of its kind,
  /// which is also the default).
  func repeatingOrAll() -> RepeatedOption<Value> {
    RepeatedOption(option: self, makeDefaults: kind.every, orAll: true)
  }

  /// The option given any number of times, or as `all` (every value of its kind);
  /// `defaults` when not given.
  func repeatingOrAll(defaults: @autoclosure @escaping @Sendable () -> [Value])
    -> RepeatedOption<Value>
  {
    RepeatedOption(option: self, makeDefaults: defaults, orAll: true)
  }
}
