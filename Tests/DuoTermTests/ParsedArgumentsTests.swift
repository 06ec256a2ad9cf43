import DuoLayoutCore
import DuoTermRender
import Testing

@testable import DuoTerm

/// `ParsedArguments`: words read against a command's table entry into typed
/// values, with one line for each mistake.
@Suite("Parsed arguments")
struct ParsedArgumentsTests {
  static let sizes = Options.size.repeating(defaults: [.standard])
  static let poses = Options.pose.repeatingOrAll()
  static let keys = Options.keys.required(example: "\"Down Enter\"")

  /// A hidden option, as a command might have for its own use.
  static let arm = Option("--arm", .text("ARM"), help: "run one arm on its own").hidden()

  /// A command with an option of every kind.
  static let spec = CommandSpec(
    "env", summary: "a test command",
    positional: PositionalArgument(name: "NAME", help: "a name"),
    options: [
      Options.pose, HeadlessState.pattern, sizes, RenderCommand.format, HeadlessState.device,
      Options.width, Options.keys, Options.json, arm,
    ],
    description: "", run: { _ in 0 })

  /// The same without a positional word or many options.
  static let small = CommandSpec(
    "env", summary: "", options: [Options.pose, HeadlessState.size, Options.json],
    description: "", run: { _ in 0 })

  private func parse(_ words: [String], _ spec: CommandSpec = spec) throws(UsageError)
    -> ParsedArguments
  {
    try ParsedArguments(words, for: spec)
  }

  @Test("an option takes the next word, read as its kind")
  func typedValues() throws {
    let args = try parse([
      "--pose", "book", "--pattern", "feed", "--size", "80x24", "--format", "svg", "--device",
      "iphone-duo", "--width", "120", "--keys", "Down Enter", "--json",
    ])
    #expect(args[Options.pose] == .book)
    #expect(args[HeadlessState.pattern] == PatternID("feed"))
    #expect(args[Self.sizes] == [TerminalSize(columns: 80, rows: 24)])
    #expect(args[RenderCommand.format] == .svg)
    #expect(args[HeadlessState.device] == .iPhoneDuo)
    #expect(args[Options.width] == 120)
    #expect(args[Options.keys] == "Down Enter")
    #expect(args[Options.json])
  }

  @Test("--name=value gives the value inline, even an empty one or one with '='")
  func inlineValue() throws {
    let args = try parse(["--pose=book", "--keys=", "--json"])
    #expect(args[Options.pose] == .book)
    #expect(args[Options.keys] == "")
    #expect(args[Options.json])
    #expect(try parse(["--keys=a=b"])[Options.keys] == "a=b")
    #expect(throws: UsageError("unknown pose ''; poses: \(Pose.argumentList)")) {
      try parse(["--pose="])
    }
  }

  @Test("the word after an option is its value, even when it looks like an option")
  func valueLikeAnOption() throws {
    let args = try parse(["--keys", "--json"])
    #expect(args[Options.keys] == "--json")
    #expect(!args[Options.json])
  }

  @Test("nothing given: nil, the default, the defaults, false")
  func defaults() throws {
    let args = try parse([])
    #expect(args[Options.pose] == nil)
    #expect(args[HeadlessState.pattern] == PatternRegistry.standard.first)
    #expect(args[HeadlessState.size] == .standard)
    #expect(args[Self.sizes] == [.standard])
    #expect(args[RenderCommand.format] == .text)
    #expect(args[HeadlessState.device] == .iPhoneDuo)
    #expect(!args[Options.json])
    #expect(args.positional.isEmpty)
  }

  @Test("a repeating option keeps every value in order, both forms")
  func repeatedValues() throws {
    let args = try parse(["--size", "200x50", "--size=80x24"])
    #expect(args[Self.sizes] == [.standard, TerminalSize(columns: 80, rows: 24)])
  }

  @Test("with all, a repeating option is every value; all is also its default")
  func all() throws {
    let spec = CommandSpec(
      "audit", summary: "", options: [Self.poses], description: "", run: { _ in 0 })
    #expect(try parse(["--pose", "all"], spec)[Self.poses] == Pose.allCases)
    #expect(try parse([], spec)[Self.poses] == Pose.allCases)
    #expect(try parse(["--pose", "book", "--pose", "open"], spec)[Self.poses] == [.book, .open])
    #expect(Self.poses.spec.placeholder == "POSE|all")
    // Without the all variant, `all` is not a pose.
    #expect(throws: UsageError("unknown pose 'all'; poses: \(Pose.argumentList)")) {
      try parse(["--pose", "all"])
    }
  }

  @Test(
    "an option that does not repeat, given twice, is a mistake",
    arguments: [
      ["--keys", "a", "--keys", "b"], ["--pose", "book", "--pose=open"], ["--json", "--json"],
      ["--width", "30", "--width", "30"],
    ])
  func givenTwice(words: [String]) {
    #expect(throws: UsageError("\(words[0].split(separator: "=")[0]) given twice; give it once")) {
      try parse(words)
    }
  }

  @Test("an unknown option names itself, the command and every option people see")
  func unknownOption() {
    #expect(
      throws: UsageError(
        "unknown option '--bogus' for env; options: --pose, --size, --json, --help")
    ) {
      try parse(["--bogus"], Self.small)
    }
    #expect(
      throws: UsageError(
        "unknown option '--bogus=1' for env; options: --pose, --size, --json, --help")
    ) {
      try parse(["--json", "--bogus=1"], Self.small)
    }
  }

  @Test("a hidden option is read but not listed")
  func hiddenOption() throws {
    #expect(try parse(["--arm", "memory"])[Self.arm] == "memory")
    #expect {
      try parse(["--bogus"])
    } throws: { error in
      let message = (error as? UsageError)?.message ?? ""
      return message.contains("--keys") && !message.contains(Self.arm.name)
    }
  }

  @Test("a command with no options of its own lists --help")
  func unknownOptionWithNone() {
    let spec = CommandSpec("tree", summary: "", options: [], description: "", run: { _ in 0 })
    #expect(throws: UsageError("unknown option '--x' for tree; options: --help")) {
      try parse(["--x"], spec)
    }
  }

  @Test("a flag given a value says it takes none")
  func flagWithValue() {
    #expect(throws: UsageError("--json takes no value; give --json alone")) {
      try parse(["--json=yes"])
    }
  }

  @Test("an option at the end with no value")
  func missingValue() {
    #expect(
      throws: UsageError("--pose needs a value: --pose POSE (duoterm env --help lists the options)")
    ) {
      try parse(["--json", "--pose"])
    }
    #expect(
      throws: UsageError(
        "--size needs a value: --size WxH (duoterm render --help lists the options)")
    ) {
      try parse(["--size"], RenderCommand.spec)
    }
  }

  @Test("a value of the wrong kind is a mistake, said by its kind")
  func badValues() {
    #expect(throws: UsageError("unknown format 'png'; formats: text, ansi, svg")) {
      try parse(["--format", "png"])
    }
    #expect(
      throws: UsageError("bad --width '5'; give a whole number of columns from 20 to 10000")
    ) {
      try parse(["--width", "5"])
    }
  }

  @Test("the positional word, once; then an error")
  func positional() throws {
    let args = try parse(["a", "--json"])
    #expect(args.positional == ["a"])
    #expect(args[Options.json])
    #expect(throws: UsageError("unexpected argument 'b' for env (try duoterm env --help)")) {
      try parse(["a", "--json", "b"])
    }
    #expect(throws: UsageError("unexpected argument 'book' for render (try duoterm render --help)"))
    {
      try parse(["book"], RenderCommand.spec)
    }
  }

  @Test("a single dash is not an option: with no positional word it is unexpected")
  func singleDash() {
    #expect(throws: UsageError("unexpected argument '-j' for env (try duoterm env --help)")) {
      try parse(["-j"], Self.small)
    }
  }

  @Test("the front's hints name duoterm --help, not duoterm duoterm --help")
  func topLevelHints() {
    let front = InteractiveCommand.spec
    #expect(
      throws: UsageError("--pose needs a value: --pose POSE (duoterm --help lists the options)")
    ) {
      try parse(["--pose"], front)
    }
    #expect(throws: UsageError("unexpected argument 'extra' for duoterm (try duoterm --help)")) {
      try parse(["--pose", "book", "extra"], front)
    }
  }

  @Test("a required option that is missing says what to give, with an example")
  func required() throws {
    let spec = CommandSpec(
      "play", summary: "", options: [Self.keys], description: "", run: { _ in 0 })
    #expect(
      throws: UsageError(
        "play needs --keys KEYS, for example --keys \"Down Enter\" (duoterm play --help)")
    ) {
      try parse([], spec).required(Self.keys)
    }
    #expect(try parse(["--keys", "Up"], spec).required(Self.keys) == "Up")
  }
}
