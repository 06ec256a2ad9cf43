/// One command of `duoterm`: its name, what it does in one line and at length, the
/// word it takes, its options, and the function that runs it. `CommandTable` holds
/// them all; parsing, the errors, each command's `--help`, the top-level usage and
/// the README's command table are all made from these entries.
///
/// ```swift
/// static let spec = CommandSpec(
///   "env", summary: "the layout environment a pose hands an app",
///   options: [HeadlessState.pose, HeadlessState.size, Options.json],
///   description: "Prints the window size, …", run: run)
/// ```
struct CommandSpec: Sendable {
  /// `render`; empty for the interactive front, which is `duoterm` alone.
  var name: String
  /// What the command does, in one line.
  var summary: String
  /// The word it takes besides options, if any (at most one).
  var positional: PositionalArgument?
  /// Its options, in the order the help lists them (`--help` comes last, always).
  var options: [OptionSpec]
  /// What the command does, at length: the help prints it under the synopsis.
  var description: String
  /// True for commands people do not run themselves (the benchmark's echo program).
  var isHidden: Bool
  /// Runs the command with its parsed arguments; returns the exit status.
  var run: @Sendable (ParsedArguments) throws(UsageError) -> Int32

  init(
    _ name: String, summary: String, positional: PositionalArgument? = nil,
    options: [any CommandOption], description: String, isHidden: Bool = false,
    run: @escaping @Sendable (ParsedArguments) throws(UsageError) -> Int32
  ) {
    self.name = name
    self.summary = summary
    self.positional = positional
    self.options = options.map(\.spec) + [Options.help.spec]
    self.description = description
    self.isHidden = isHidden
    self.run = run
  }

  /// The command as it is typed: `duoterm render`, or `duoterm` for the front.
  var invocation: String { name.isEmpty ? "duoterm" : "duoterm \(name)" }

  /// The command in messages: `render`, or `duoterm` for the front.
  var displayName: String { name.isEmpty ? "duoterm" : name }

  /// The options a person sees in the help and in errors.
  var visibleOptions: [OptionSpec] { options.filter { !$0.isHidden } }

  /// The option called `name`, hidden or not.
  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  /// `duoterm render [--pose POSE] …`: the command, its word and every visible
  /// option (`--help` aside).
  var synopsis: [String] {
    [invocation] + (positional.map { ["[\($0.name)]"] } ?? [])
      + visibleOptions.filter { $0.name != Options.help.name }.map(\.synopsis)
  }
}
