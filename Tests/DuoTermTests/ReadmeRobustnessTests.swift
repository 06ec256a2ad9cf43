import Foundation
import TestSupport
import Testing

/// What a person must know about faults stays in the README. SIGKILL is
/// the one signal DuoTerm cannot catch, so the README says what to type after it:
/// `reset` and, since inside tmux `reset` leaves the alternate screen on,
/// `tput rmcup` (FaultKillTests types it); and it says how to fuzz for longer
/// than CI's few seconds a target.
@Suite("README: robustness")
struct ReadmeRobustnessTests {
  static let readme = Repository.url("README.md")

  @Test("after SIGKILL, run reset and tput rmcup")
  func sigkillReset() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("SIGKILL"))
    let sentences = words.split(separator: ".").filter { $0.contains("SIGKILL") }
    #expect(!sentences.isEmpty)
    for sentence in sentences {
      #expect(sentence.contains("`reset; tput rmcup`"), "\(sentence)")
    }
  }

  @Test("the README says how to fuzz, and the script it names is there")
  func fuzzing() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    #expect(text.contains("Fuzz/run"))
    let script = Self.readme.deletingLastPathComponent().appendingPathComponent("Fuzz/run")
    #expect(FileManager.default.isExecutableFile(atPath: script.path))
  }

  /// Every target in `Fuzz/Targets` is named in the README's list of targets (the
  /// `json` one was left out of it).
  @Test("the README names every fuzz target")
  func fuzzTargets() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let list = try #require(
      text.range(of: "Targets: ").map { text[$0.upperBound...].prefix(while: { $0 != "#" }) })
    let folder = Self.readme.deletingLastPathComponent().appendingPathComponent("Fuzz/Targets")
    let targets = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
    #expect(!targets.isEmpty)
    for target in targets {
      #expect(list.contains("`\(target)`"), "the README's fuzz targets leave out `\(target)`")
    }
  }
}
