import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Every command's output goes through one check at exit: sent to `/dev/full`
  /// (ENOSPC on every write) or to a closed descriptor, a command says so in one
  /// line on standard error and exits 3, never 0, so a CI job never passes with a
  /// truncated report.
  @Suite("Output that could not be written")
  struct WriteFailureTests {
    static let commands: [[String]] = [
      ["audit", "--pattern", "feed", "--pose", "book"],
      ["audit", "--pattern", "feed", "--pose", "book", "--format", "json"],
      ["audit", "--pattern", "feed", "--pose", "book", "--format", "junit"],
      ["audit", "--pattern", "feed", "--pose", "book", "--format", "sarif"],
      ["audit", "--explain", "bars-overlap"],
      ["render", "--pose", "book"], ["render", "--pose", "book", "--format", "svg"],
      ["matrix", "--pattern", "feed", "--format", "svg"], ["tree", "--pose", "book"],
      ["tree", "--pose", "book", "--json"], ["env", "--pose", "book"],
      ["env", "--pose", "book", "--json"], ["devices"], ["devices", "--json"], ["patterns"],
      ["keys"], ["commands"], ["--help"], ["--version"], ["audit", "--help"],
      ["play", "--pattern", "feed", "--keys", "Down"],
    ]

    @Test(arguments: commands)
    func aFullDiskIsAnErrorAndExitThree(words: [String]) throws {
      let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
      try #require(full >= 0, "no /dev/full")
      defer { close(full) }
      let result = try DuotermBinary.run(words, stdout: .descriptor(full))
      #expect(result.status == 3, "\(result)")
      #expect(result.stderrLines.count == 1, "\(result)")
      #expect(result.stderr.hasPrefix("duoterm: could not write the output: "), "\(result)")
    }

    @Test func theSameCommandsWriteFineToAPipe() throws {
      for words in Self.commands {
        let result = try DuotermBinary.run(words)
        #expect([0, 1].contains(result.status), "\(words): \(result)")
        #expect(!result.stdout.isEmpty, "\(words)")
      }
    }
  }
}
