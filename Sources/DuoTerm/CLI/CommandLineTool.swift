/// The `duoterm` command line: picks the command from the table, reads its words
/// against its entry and runs it. `--help` anywhere prints that command's help;
/// a usage error is one line on standard error and exit status 2.
enum CommandLineTool {
  /// The word that prints the version; like `--help`, not an option of a command.
  static let versionWord = "--version"

  /// The names of the commands people run, for messages and tests.
  static var commands: [String] { CommandTable.visible.map(\.name).filter { !$0.isEmpty } }

  static func run(_ words: [String]) -> Int32 {
    do {
      return try dispatch(words)
    } catch {
      printError(error.message)
      return 2
    }
  }

  static func dispatch(_ words: [String]) throws(UsageError) -> Int32 {
    // Before any command's table is made: `--version` needs none of them.
    if words.first == versionWord {
      print(HelpText.version)
      return 0
    }
    // `duoterm screen --help`, `duoterm help screen`: a word that starts commands
    // has help too, every command it starts.
    let asksHelp = words.contains { $0 == Options.help.name || $0 == "-h" } || words.first == "help"
    let named = words.first == "help" ? Array(words.dropFirst()) : words
    if asksHelp, let first = named.first, named.dropFirst().allSatisfy({ $0.hasPrefix("-") }),
      let help = familyHelp(first)
    {
      print(help)
      return 0
    }
    var spec: CommandSpec
    var rest = words
    switch words.first {
    case "help":
      // `duoterm help` and `duoterm help COMMAND`.
      rest = Array(words.dropFirst()) + [Options.help.name]
      if let name = words.dropFirst().first {
        spec = try command(name, then: words.dropFirst(2).first)
      } else {
        spec = InteractiveCommand.spec
      }
    case let first? where !first.hasPrefix("-"):
      // A command of two words (`screen new`) before one of one.
      if words.count > 1, let two = CommandTable.named("\(first) \(words[1])") {
        spec = two
        rest = Array(words.dropFirst(2))
      } else {
        spec = try command(first, then: words.dropFirst().first)
        rest = Array(words.dropFirst())
      }
    default:
      spec = InteractiveCommand.spec
    }
    if rest.contains(where: { $0 == Options.help.name || $0 == "-h" }) {
      print(spec.name.isEmpty ? HelpText.usage : HelpText.help(for: spec))
      return 0
    }
    return try spec.run(ParsedArguments(rest, for: spec))
  }

  /// The help of every command `name` starts (`screen`: `screen new`, `screen
  /// export`), or nil when `name` is a command itself or starts none.
  static func familyHelp(_ name: String) -> String? {
    guard CommandTable.named(name) == nil else { return nil }
    let family = CommandTable.visible.filter { $0.name.hasPrefix(name + " ") }
    guard !family.isEmpty else { return nil }
    return family.map(HelpText.help(for:)).joined(separator: "\n\n")
  }

  /// The command called `name` (or `name next`, a command of two words); a word
  /// that only starts commands (`screen`) gets an error naming them.
  private static func command(_ name: String, then next: String? = nil) throws(UsageError)
    -> CommandSpec
  {
    let next = next.flatMap { $0.hasPrefix("-") ? nil : $0 }
    if let spec = CommandTable.named(name) ?? next.flatMap({ CommandTable.named("\(name) \($0)") })
    {
      return spec
    }
    let family = commands.filter { $0.hasPrefix(name + " ") }
    if let example = family.first {
      let given = next.map { "unknown command '\(name) \($0)'" } ?? "'\(name)' needs a second word"
      throw UsageError(
        "\(given); write one of: \(family.joined(separator: ", ")) (duoterm \(example) \(Options.help.name))"
      )
    }
    throw UsageError(
      "unknown command '\(name)'; commands: \(commands.joined(separator: ", ")) (duoterm \(Options.help.name))"
    )
  }
}
