/// `duoterm commands` (hidden): every command and what it does, from the command
/// table itself. With `--markdown`, the table the README carries (a test checks
/// that the README's copy matches).
enum CommandsCommand: Command {
  static let name = "commands"
  static let spec = CommandSpec(
    name, summary: "every command, as the README's table lists it",
    options: [Options.markdown],
    description: "Prints every command with its options and what it does.", isHidden: true,
    run: { args in
      print(
        args[Options.markdown]
          ? HelpText.markdown
          : CommandTable.visible.flatMap {
            HelpText.synopsis($0, prefix: "") + ["    \($0.summary)"]
          }
          .joined(separator: "\n"))
      return 0
    })
}
