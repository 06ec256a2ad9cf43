/// The words after a command, read against its table entry: each option's value
/// read as its kind (a pose, a size, a profile), so a mistake is found here, with
/// one line naming the problem and the fix, before anything runs.
///
/// An option is `--name VALUE` or `--name=VALUE`; the word after an option that
/// takes a value is its value, whatever it looks like. An option that does not
/// repeat may be given once. Words that are not options are the command's
/// positional word, if it takes one.
///
/// ```swift
/// let args = try ParsedArguments(["--pose", "book", "--json"], for: EnvCommand.spec)
/// args[HeadlessState.pose]  // .book
/// args[Options.json]        // true
/// ```
struct ParsedArguments {
  /// Every value given, by option name, in order; `all` gives several at once.
  private var values: [String: [any Sendable]] = [:]
  /// The options and flags given.
  private var given: Set<String> = []
  /// The words that are not options.
  private(set) var positional: [String] = []
  /// Every word as given, for a report that records how it was run.
  let words: [String]
  /// The command, for messages: `render`, or `duoterm` for the front.
  let command: String
  /// Where the options are listed: `duoterm render --help`.
  let helpHint: String

  init(_ words: [String], for spec: CommandSpec) throws(UsageError) {
    self.words = words
    command = spec.displayName
    helpHint = "\(spec.invocation) \(Options.help.name)"
    let help = helpHint
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      guard word.hasPrefix("--") else {
        guard let expected = spec.positional, positional.isEmpty || expected.repeats else {
          throw UsageError("unexpected argument '\(word)' for \(command) (try \(help))")
        }
        positional.append(word)
        continue
      }
      var name = word
      var inline: String? = nil
      if let equals = word.firstIndex(of: "=") {
        name = String(word[..<equals])
        inline = String(word[word.index(after: equals)...])
      }
      guard let option = spec.option(named: name) else {
        let names = spec.visibleOptions.map(\.name).joined(separator: ", ")
        throw UsageError("unknown option '\(word)' for \(command); options: \(names)")
      }
      if given.contains(name) && !option.repeats {
        throw UsageError("\(name) given twice; give it once")
      }
      given.insert(name)
      guard let read = option.read else {
        if inline != nil { throw UsageError("\(name) takes no value; give \(name) alone") }
        continue
      }
      let text: String
      if let inline {
        text = inline
      } else {
        guard index < words.count else {
          throw UsageError("\(name) needs a value: \(option.usage) (\(help) lists the options)")
        }
        text = words[index]
        index += 1
      }
      values[name, default: []] += try read(text)
    }
  }

  /// The value given for `option`, if it was.
  subscript<Value>(option: Option<Value>) -> Value? {
    values[option.name]?.last as? Value
  }

  /// The value given for `option`, or its default.
  subscript<Value>(option: DefaultedOption<Value>) -> Value {
    values[option.name]?.last as? Value ?? option.value
  }

  /// Every value given for `option`, in order, or its defaults.
  subscript<Value>(option: RepeatedOption<Value>) -> [Value] {
    let given = (values[option.name] ?? []).compactMap { $0 as? Value }
    return given.isEmpty ? option.defaults : given
  }

  /// True when `option` was given at least once (its defaults were not used).
  func gave<Value>(_ option: RepeatedOption<Value>) -> Bool {
    values[option.name]?.isEmpty == false
  }

  /// True when `option` was given (its default was not used).
  func gave<Value>(_ option: DefaultedOption<Value>) -> Bool {
    values[option.name]?.isEmpty == false
  }

  /// True when the flag was given.
  subscript(flag: Flag) -> Bool {
    given.contains(flag.name)
  }

  /// The value of an option the command needs. Throws, naming the option and what
  /// it is for, when it was not given.
  func required<Value>(_ option: Option<Value>) throws(UsageError) -> Value {
    guard let value = self[option] else {
      let example = option.spec.example.map { ", for example \(option.name) \($0)" } ?? ""
      throw UsageError("\(command) needs \(option.spec.usage)\(example) (\(helpHint))")
    }
    return value
  }
}
