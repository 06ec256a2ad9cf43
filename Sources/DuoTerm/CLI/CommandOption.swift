/// An option a command can list in its table entry: a typed `Option`,
/// `DefaultedOption`, `RepeatedOption` or a `Flag`, all described by one `OptionSpec`.
protocol CommandOption: Sendable {
  var spec: OptionSpec { get }
}

extension CommandOption {
  /// The option's name, `--pose`: for messages that tell a person what to give.
  var name: String { spec.name }
}
