import Glibc
import Testing

@testable import DuoTermBench

/// `duoterm-bench`'s command line: mistakes are exit status 2 before anything is
/// measured, and its help is exit 0; the programs it measures are found beside it,
/// or named with the command that builds them.
@Suite("Bench command")
struct BenchCommandTests {
  @Test(
    "bad input exits 2",
    arguments: [
      ["--only", "nope"], ["--only", "frame,nope"], ["--only"], ["--bogus"], ["extra"],
      ["--arm", "nope", "--frames", "2"], ["--arm", "duoterm"],
      ["--arm", "duoterm", "--frames", "0"], ["--arm", "keys-typing", "--frames", "x"],
      ["--help=yes"], ["--arm", "burst", "--frames", "2", "--pattern", "nope"],
      ["--arm", "first-frame", "--pattern", "two-page"],
    ])
  func badInput(words: [String]) {
    #expect(BenchCommand.run(words) == 2)
  }

  @Test("--help exits 0")
  func help() {
    #expect(BenchCommand.run(["--help"]) == 0)
  }

  @Test("the usage names the program and how to build it")
  func usage() {
    #expect(BenchCommand.usage.contains("usage: duoterm-bench"))
    #expect(
      BenchCommand.usage.contains(
        "swift build -c release --static-swift-stdlib && .build/release/duoterm-bench"))
    for figure in Benchmark.Figure.allCases {
      #expect(BenchCommand.usage.contains(figure.rawValue), "the usage names \(figure.rawValue)")
    }
  }

  @Test("options take a value after them or after =")
  func options() throws {
    let options = try BenchCommand.options(["--only=frame,bytes", "--arm", "memory", "--help"])
    #expect(options == ["--only": "frame,bytes", "--arm": "memory", "--help": ""])
  }

  @Test("a build folder without duoterm is one line naming the command that builds it")
  func missingPrograms() throws {
    let error = try #require(
      #expect(throws: UsageError.self) {
        try BenchPrograms(beside: "/nonexistent/build/duoterm-bench")
      })
    #expect(error.description.contains("no duoterm in /nonexistent/build"))
    #expect(error.description.contains("build it with: swift build"))
    #expect(!error.description.contains("\n"))
  }

  // `swift build --build-tests` builds every product into the folder of the test
  // binary, so the programs are found beside it as beside the bench.

  @Test("duoterm, duoterm-echo and duoterm-empty are built beside the bench")
  func programsBeside() throws {
    let programs = try BenchPrograms(beside: ChildProcess.selfPath)
    #expect(programs.duoterm.hasSuffix("/duoterm"))
    #expect(programs.echo.hasSuffix("/duoterm-echo"))
    #expect(programs.empty.hasSuffix("/duoterm-empty"))
  }

  @Test("duoterm-empty does nothing and ends at once, with status 0")
  func emptyProgram() throws {
    let empty = try BenchPrograms(beside: ChildProcess.selfPath).empty
    let result = try #require(ChildProcess.run([empty]))
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
  }

  @Test(
    "duoterm-echo refuses arguments, and a non-terminal, with exit 2",
    arguments: [["extra"], ["--help"], []])
  func echoBadInput(arguments: [String]) throws {
    let echo = try BenchPrograms(beside: ChildProcess.selfPath).echo
    let result = try #require(ChildProcess.run([echo] + arguments))
    #expect(result.status == 2)
  }
}
