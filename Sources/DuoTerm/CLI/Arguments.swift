/// The options of one command, read from the words after it. Every option must be
/// known to the command; a value must follow an option that takes one.
///
/// ```swift
/// var args = try Arguments(["--pose", "book", "--json"], command: "env",
///                          valued: ["--pose"], flags: ["--json"])
/// args.value("--pose")  // "book"
/// args.flag("--json")   // true
/// ```
struct Arguments {
  private(set) var values: [String: [String]] = [:]
  private(set) var flags: Set<String> = []
  private(set) var positional: [String] = []

  init(
    _ words: [String], command: String, valued: Set<String>, flags known: Set<String>,
    positional allowed: Int = 0
  ) throws(UsageError) {
    // The top level is `duoterm` itself: its help is `duoterm --help`.
    let help = command == "duoterm" ? "duoterm --help" : "duoterm \(command) --help"
    var index = 0
    while index < words.count {
      let word = words[index]
      if word.hasPrefix("--") {
        var name = word
        var inline: String? = nil
        if let equals = word.firstIndex(of: "=") {
          name = String(word[..<equals])
          inline = String(word[word.index(after: equals)...])
        }
        if valued.contains(name) {
          if let inline {
            values[name, default: []].append(inline)
          } else {
            guard index + 1 < words.count else {
              throw UsageError(
                "\(name) needs a value (\(help) lists the options)")
            }
            values[name, default: []].append(words[index + 1])
            index += 1
          }
        } else if known.contains(name), inline == nil {
          flags.insert(name)
        } else {
          let all = (valued.union(known)).sorted().joined(separator: ", ")
          throw UsageError(
            "unknown option '\(word)' for \(command); options: \(all.isEmpty ? "none" : all)")
        }
      } else if positional.count < allowed {
        positional.append(word)
      } else {
        throw UsageError(
          "unexpected argument '\(word)' for \(command) (try \(help))")
      }
      index += 1
    }
  }

  /// The last value given for `name`.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for `name`, in order (`--size 200x50 --size 80x24`).
  func allValues(_ name: String) -> [String] { values[name] ?? [] }

  func flag(_ name: String) -> Bool { flags.contains(name) }
}
