import DuoLayoutCore

/// `duoterm patterns`: the pattern catalog as a table (ARCHITECTURE.md, Sources), made from
/// the registry (each pattern gives its own rows), with the command that shows
/// each; `--pick` asks the catalog's "Pick a pattern" questions in order, one a line,
/// and names the pattern to try.
enum PatternsCommand: Command {
  static let name = "patterns"
  static let spec = CommandSpec(
    name, summary: "the catalog of iPhone Duo layout patterns, and which pattern fits a screen",
    options: [Options.pick],
    description: """
      Prints the catalog: each pattern, what it does closed, open flat and partly \
      folded, what it is for, and the command that shows it. With \(Options.pick.name), \
      asks the pattern catalog's questions in order (answer y or n, one a line); the first yes \
      names the screen's pattern, and the command that shows it.
      """,
    run: { args in
      if args[Options.pick] {
        return pick(read: { readLine() }, write: { print($0, terminator: "") })
      }
      print(text(width: MatrixCommand.terminalWidth()))
      return 0
    })

  /// The catalog for a terminal `width` columns wide (nil: not a terminal): the
  /// table when it fits, else each row as a block of wrapped `Heading: text` lines.
  static func text(_ registry: PatternRegistry = .standard, width: Int?) -> String {
    let whole = table(registry)
    guard let width,
      whole.split(separator: "\n").contains(where: { TerminalWidth.of(String($0)) > width })
    else { return whole }
    let headings = ["Closed (outer)", "Open, flat", "Partly folded", "What it is for", "Try it"]
    var lines: [String] = []
    for entry in registry.entries {
      for row in entry.catalog {
        if !lines.isEmpty { lines.append("") }
        lines += TextWrap.lines(row.name, width: max(1, width))
        let cells = [row.closed, row.openFlat, row.partlyFolded, row.purpose, command(entry.id)]
        for (heading, cell) in zip(headings, cells) {
          lines += TextWrap.lines("\(heading): \(cell)", width: max(1, width - 2)).map { "  " + $0 }
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The catalog as an aligned table, one row per catalog row of every pattern.
  static func table(_ registry: PatternRegistry = .standard) -> String {
    let header = [
      "Pattern", "Closed (outer)", "Open, flat", "Partly folded", "What it is for", "Try it",
    ]
    let rows =
      [header]
      + registry.entries.flatMap { entry in
        entry.catalog.map {
          [$0.name, $0.closed, $0.openFlat, $0.partlyFolded, $0.purpose, command(entry.id)]
        }
      }
    let widths = header.indices.map { column in
      rows.map { TerminalWidth.of($0[column]) }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      let padded = zip(cells, widths).map { cell, width in
        cell + String(repeating: " ", count: width - TerminalWidth.of(cell))
      }
      var text = "| " + padded.joined(separator: " | ") + " |"
      while text.last == " " { text.removeLast() }
      return text
    }
    let rule =
      "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
    return ([line(header), rule] + rows.dropFirst().map(line)).joined(separator: "\n")
  }

  /// The command that shows a pattern.
  static func command(_ id: PatternID) -> String {
    "duoterm \(Options.pattern.name) \(id.argument)"
  }

  /// Asks the registry's questions in the catalog's order: the first yes to a main
  /// question names the pattern (a container's yes goes on asking, for what goes
  /// inside it); an addition is asked whatever was picked. A bad answer is asked
  /// again; the end of input stops cleanly, naming what was picked so far.
  static func pick(
    _ registry: PatternRegistry = .standard, read: () -> String?, write: (String) -> Void
  ) -> Int32 {
    let questions = registry.entries.compactMap { entry in
      entry.pickQuestion.map { (question: $0, id: entry.id) }
    }.sorted { $0.question.number < $1.question.number }
    var picked: [(role: PickQuestion.Role, id: PatternID)] = []
    asking: for (question, id) in questions {
      if question.role != .addition, picked.contains(where: { $0.role == .main }) { continue }
      var answer: Bool?
      while answer == nil {
        write("\(question.number). \(question.text) [y/n] ")
        guard let line = read() else {
          write("\nno answer (end of input)\(picked.isEmpty ? ": nothing picked" : "")\n")
          if picked.isEmpty { return 0 }
          break asking
        }
        switch line.trimmingBlanks.lowercased() {
        case "y", "yes": answer = true
        case "n", "no": answer = false
        default: write("'\(line.visible)' is not an answer — type y or n\n")
        }
      }
      if answer == true { picked.append((question.role, id)) }
    }
    if picked.isEmpty {
      write("No pattern fits every answer: most screens are one of them; see duoterm patterns\n")
      return 0
    }
    for (role, id) in picked {
      let entry = registry[id]
      let name = entry.catalog.first?.name ?? id.argument
      switch role {
      case .main: write("Try \(name): \(command(id))\n")
      case .container: write("Try \(name), with a pattern inside each section: \(command(id))\n")
      case .addition: write("Add \(name) to its centred controls: \(command(id))\n")
      }
    }
    return 0
  }
}
