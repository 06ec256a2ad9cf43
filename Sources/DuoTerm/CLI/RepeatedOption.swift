/// An option a command takes any number of times, keeping every value in order
/// (`audit --size 200x50 --size 80x24`), with defaults when it is not given. With
/// `orAll`, the word `all` stands for every value of its kind, and so does the
/// default.
///
/// ```swift
/// let poses = Options.pose.repeatingOrAll()
/// try ParsedArguments(["--pose", "book", "--pose", "open"], for: spec)[poses]  // [.book, .open]
/// ```
struct RepeatedOption<Value: Sendable>: CommandOption {
  var option: Option<Value>
  /// Makes the values used when the option is not given, when a command reads
  /// them (every device profile is read only by a command that takes them all).
  var makeDefaults: @Sendable () -> [Value]
  /// The values used when the option is not given.
  var defaults: [Value] { makeDefaults() }
  var orAll: Bool

  var spec: OptionSpec {
    var spec = option.spec
    let kind = option.kind
    let name = spec.name
    spec.repeats = true
    let (orAll, makeDefaults) = (orAll, makeDefaults)
    spec.defaultText = {
      let given = makeDefaults().map(kind.describe)
      if orAll && given == kind.every().map(kind.describe) { return "all" }
      return given.isEmpty ? nil : given.joined(separator: " and ")
    }
    if orAll {
      spec.placeholder = "\(kind.placeholder)|all"
      spec.read = { text throws(UsageError) in
        guard text == "all" else { return [try kind.read(text, name)] }
        try kind.checkEvery()
        return kind.every()
      }
    }
    return spec
  }
}
