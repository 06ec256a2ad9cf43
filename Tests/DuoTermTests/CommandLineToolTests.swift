import Testing

@testable import DuoTerm

/// `CommandLineTool.run`: a usage mistake is exit status 2 (and one line on
/// standard error) before anything touches the terminal.
@Suite("CommandLineTool")
struct CommandLineToolTests {
  @Test(
    "bad input exits 2",
    arguments: [
      ["frobnicate"], ["render", "--pose", "nope"], ["render", "--pose"],
      ["render", "--size", "1x"],
      ["render", "--pattern", "nope"], ["render", "extra"], ["env", "--bogus"],
      ["env", "--json=1"], ["--pose"], ["--pose", "nope"], ["--bogus"], ["--pattern", "nope"],
    ])
  func badInput(words: [String]) {
    #expect(CommandLineTool.run(words) == 2)
  }

  @Test("--version exits 0")
  func version() {
    #expect(CommandLineTool.run(["--version"]) == 0)
  }

}
