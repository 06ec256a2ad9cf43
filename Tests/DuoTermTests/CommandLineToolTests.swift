import Glibc
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
      ["--device", "nope"], ["--fresh", "--fresh"], ["render", "--device", "nope"],
      ["play", "--keys", "Up", "--keys", "Down"], ["play"], ["play", "--keys", "'unclosed"],
      ["audit", "--pose", "book", "--size", "40x12"], ["matrix", "--width", "19"],
      ["matrix", "--width", "20"],
      ["render", "--split", "3/4"], ["render", "--split", "1/2,left"], ["env", "--split"],
      ["render", "--text-size", "huge"], ["tree", "--direction", "up"], ["--split", "half"],
      ["matrix", "--text-size", "huge"], ["matrix", "--split", "all", "--split", "3/4"],
    ])
  func badInput(words: [String]) {
    #expect(CommandLineTool.run(words) == 2)
  }

  @Test(
    "the first word of two-word commands names them, not 'unknown command'",
    arguments: [["screen"], ["screen", "bogus"]])
  func twoWordCommands(words: [String]) {
    #expect {
      try CommandLineTool.dispatch(words)
    } throws: { error in
      (error as? UsageError)?.message.contains("write one of: screen new, screen export") == true
    }
    #expect(CommandLineTool.run(words) == 2)
  }

  @Test(
    "help for the word that starts commands of two words exits 0 and names each",
    arguments: [["screen", "--help"], ["help", "screen"], ["screen", "-h"]])
  func helpForFamily(words: [String]) throws {
    #expect(CommandLineTool.run(words) == 0)
    let help = try #require(CommandLineTool.familyHelp("screen"))
    #expect(help.contains("screen new") && help.contains("screen export"))
  }

  @Test("screen new into a folder that does not exist: exit 2, and no folder made")
  func screenNewMissingFolder() {
    let folder = "/tmp/duoterm-no-such-\(getpid())/deeper"
    #expect(CommandLineTool.run(["screen", "new", folder + "/x.json"]) == 2)
    #expect(access("/tmp/duoterm-no-such-\(getpid())", F_OK) != 0)
  }

  @Test("help for a command of two words")
  func helpForTwoWords() {
    #expect(CommandLineTool.run(["help", "screen", "new"]) == 0)
  }

  @Test("--version exits 0")
  func version() {
    #expect(CommandLineTool.run(["--version"]) == 0)
  }

}
