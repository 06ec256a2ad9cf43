import DuoLayoutCore

/// `duoterm keys`: every key binding, global and per pattern, from the keymap tables
/// themselves. `--markdown` prints the table the README carries (a test checks
/// that the README's copy matches).
enum KeysCommand: Command {
  static let name = "keys"
  static let spec = CommandSpec(
    name, summary: "every key binding: the global ones, then each pattern's own",
    options: [Options.markdown],
    description: """
      Prints the keymap tables: the keys that work everywhere, then each pattern's \
      own, as the help overlay (F1) lists them.
      """,
    run: { args in
      print(args[Options.markdown] ? markdown : plain)
      return 0
    })

  /// The sections: a title and its rows.
  static func sections(_ registry: PatternRegistry = .standard) -> [(
    title: String, rows: [HelpRow]
  )] {
    [
      (
        "Everywhere",
        Keymap(registry: registry).bindings.map {
          HelpRow(keys: $0.keyLabels, summary: $0.summary)
        }
      )
    ]
      + registry.entries.compactMap { entry in
        entry.keyHelp.isEmpty ? nil : ("In \(entry.id.argument)", entry.keyHelp)
      }
  }

  static var markdown: String {
    sections().map { section in
      (["**\(section.title)**", "", "| Key | Action |", "|---|---|"]
        + section.rows.map { "| \($0.keys.replacingBars) | \($0.summary.replacingBars) |" })
        .joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  static var plain: String {
    sections().map { section in
      ([section.title] + section.rows.map { "  \($0.keys.padding(22))\($0.summary)" }).joined(
        separator: "\n")
    }.joined(separator: "\n\n")
  }
}
