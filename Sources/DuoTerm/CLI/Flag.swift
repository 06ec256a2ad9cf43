/// An option that takes no value: given or not (`--json`).
///
/// ```swift
/// let json = Flag("--json", help: "print JSON, for tools")
/// try ParsedArguments(["--json"], for: spec)[json]  // true
/// ```
struct Flag: CommandOption {
  var spec: OptionSpec

  init(_ name: String, help: String) {
    spec = OptionSpec(name: name, placeholder: nil, help: help)
  }

  /// The same flag with another help line, for a command that uses it differently.
  func help(_ line: String) -> Flag {
    var copy = self
    copy.spec.help = line
    return copy
  }
}
