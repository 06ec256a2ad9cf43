import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// A config with `# my note` and
  /// `seating = same-way   # set by Ana`, then `F` in the shared split. The rewrite
  /// kept only DuoTerm's header; now it changes the seating's value alone.
  @Suite("Faults: the config keeps the person's comments")
  struct FaultConfigCommentTests {
    @Test("F in the shared split rewrites the seating's value and nothing else")
    func seatingToggled() async throws {
      let folder = try StateFolder()
      let path = folder.path + "/duoterm/config"
      try FileManager.default.createDirectory(
        atPath: folder.path + "/duoterm", withIntermediateDirectories: true)
      try "# my note\n\nseating = same-way   # set by Ana\ntheme = dark\n".write(
        toFile: path, atomically: false, encoding: .utf8)
      let session = try TmuxSession(
        ["--pattern", "shared-split", "--pose", "closed"], environment: folder.environment)
      defer { session.close() }
      try await session.waitUntil("the game menu", timeout: 30, settled: true) {
        $0.contains("Two players") && Screen.statusLine($0) != nil
      }
      session.sendKeys("f")
      try await session.waitUntil("face to face", timeout: 20) {
        $0.contains("seating: face to face")
      }
      try await session.waitFor("the config rewritten", timeout: 10) {
        (try? String(contentsOfFile: path, encoding: .utf8))?.contains("face-to-face") == true
      }
      #expect(
        try String(contentsOfFile: path, encoding: .utf8)
          == "# my note\n\nseating = face-to-face   # set by Ana\ntheme = dark\n")
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 20) == 0)
    }
  }
}
