import Testing

@testable import DuoTerm

/// `Arguments`: every option known to its command, values after valued options.
@Suite("Arguments")
struct ArgumentsTests {
  private func parse(
    _ words: [String], command: String = "env", valued: Set<String> = ["--pose", "--size"],
    flags: Set<String> = ["--json", "--help"], positional: Int = 0
  ) throws(UsageError) -> Arguments {
    try Arguments(words, command: command, valued: valued, flags: flags, positional: positional)
  }

  @Test("a valued option takes the next word")
  func valuedOption() throws {
    let args = try parse(["--pose", "book", "--size", "80x24"])
    #expect(args.value("--pose") == "book")
    #expect(args.value("--size") == "80x24")
    #expect(args.value("--missing") == nil)
    #expect(!args.flag("--json"))
  }

  @Test("--name=value gives the value inline, even an empty one or one with '='")
  func inlineValue() throws {
    let args = try parse(["--pose=book", "--size=", "--json"])
    #expect(args.value("--pose") == "book")
    #expect(args.value("--size") == "")
    #expect(args.flag("--json"))
    #expect(try parse(["--pose=a=b"]).value("--pose") == "a=b")
  }

  @Test("the value after a valued option is taken as it is, even when it looks like an option")
  func valueLikeAnOption() throws {
    let args = try parse(["--pose", "--json"])
    #expect(args.value("--pose") == "--json")
    #expect(!args.flag("--json"))
  }

  @Test("a repeated option keeps every value; value() is the last")
  func repeatedValues() throws {
    let args = try parse(["--size", "200x50", "--size=80x24"])
    #expect(args.allValues("--size") == ["200x50", "80x24"])
    #expect(args.value("--size") == "80x24")
    #expect(args.allValues("--pose") == [])
  }

  @Test("flags, in any order, any number of times")
  func flags() throws {
    let args = try parse(["--json", "--help", "--json"])
    #expect(args.flag("--json"))
    #expect(args.flag("--help"))
    #expect(args.flags == ["--json", "--help"])
  }

  @Test("no words: nothing set")
  func empty() throws {
    let args = try parse([])
    #expect(args.values.isEmpty)
    #expect(args.flags.isEmpty)
    #expect(args.positional.isEmpty)
  }

  @Test("an unknown option names itself, the command and every option")
  func unknownOption() {
    #expect(
      throws: UsageError(
        "unknown option '--bogus' for env; options: --help, --json, --pose, --size")
    ) {
      try parse(["--bogus"])
    }
    #expect(
      throws: UsageError(
        "unknown option '--bogus=1' for env; options: --help, --json, --pose, --size")
    ) {
      try parse(["--json", "--bogus=1"])
    }
  }

  @Test("a command with no options says so")
  func unknownOptionWithNone() {
    #expect(throws: UsageError("unknown option '--x' for tree; options: none")) {
      try parse(["--x"], command: "tree", valued: [], flags: [])
    }
  }

  @Test("a flag given a value is an unknown option")
  func flagWithValue() {
    #expect(
      throws: UsageError(
        "unknown option '--json=yes' for env; options: --help, --json, --pose, --size")
    ) {
      try parse(["--json=yes"])
    }
  }

  @Test("a valued option at the end with no value")
  func missingValue() {
    #expect(throws: UsageError("--pose needs a value (duoterm env --help lists the options)")) {
      try parse(["--json", "--pose"])
    }
    #expect(throws: UsageError("--size needs a value (duoterm render --help lists the options)")) {
      try parse(["--size"], command: "render")
    }
  }

  @Test("positional words up to the allowed count, then an error")
  func positional() throws {
    let args = try parse(["a", "--json", "b"], positional: 2)
    #expect(args.positional == ["a", "b"])
    #expect(args.flag("--json"))
    #expect(throws: UsageError("unexpected argument 'c' for env (try duoterm env --help)")) {
      try parse(["a", "b", "c"], positional: 2)
    }
    #expect(throws: UsageError("unexpected argument 'book' for render (try duoterm render --help)"))
    {
      try parse(["book"], command: "render")
    }
  }

  @Test("a single dash is not an option: with no positionals allowed it is unexpected")
  func singleDash() {
    #expect(throws: UsageError("unexpected argument '-j' for env (try duoterm env --help)")) {
      try parse(["-j"])
    }
  }

  @Test("the top-level command's hints name duoterm --help, not duoterm duoterm --help")
  func topLevelHints() {
    #expect(throws: UsageError("--pose needs a value (duoterm --help lists the options)")) {
      try parse(["--pose"], command: "duoterm")
    }
    #expect(throws: UsageError("unexpected argument 'extra' for duoterm (try duoterm --help)")) {
      try parse(["--pose", "book", "extra"], command: "duoterm")
    }
  }
}
