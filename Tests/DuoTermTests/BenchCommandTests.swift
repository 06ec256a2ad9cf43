import Testing

@testable import DuoTerm

/// `duoterm bench`'s command line: mistakes are exit status 2 before anything is
/// measured, and its help is exit 0.
@Suite("Bench command")
struct BenchCommandTests {
  @Test(
    "bad input exits 2",
    arguments: [
      ["bench", "--only", "nope"], ["bench", "--only", "frame,nope"], ["bench", "--only"],
      ["bench", "--bogus"], ["bench", "extra"], ["bench", "--arm", "nope", "--frames", "2"],
      ["bench", "--arm", "duoterm"], ["bench", "--arm", "duoterm", "--frames", "0"],
      ["bench", "--arm", "keys-typing", "--frames", "x"], ["bench-echo", "extra"],
      ["bench-echo", "--bogus"],
    ])
  func badInput(words: [String]) {
    #expect(CommandLineTool.run(words) == 2)
  }

  @Test("--help exits 0, for the hidden bench-echo too (--help anywhere is help)")
  func help() {
    #expect(CommandLineTool.run(["bench", "--help"]) == 0)
    #expect(CommandLineTool.run(["bench-echo", "--help"]) == 0)
  }

  @Test("bench is a command")
  func listed() {
    #expect(CommandLineTool.commands.contains("bench"))
    #expect(HelpText.usage.contains("duoterm bench"))
  }
}
