import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// What a demo writes never replaces what a person has without `--force`, and a
  /// mistake is said (exit 2, one line) before anything plays.
  @Suite("Demo outputs keep what is there")
  struct DemoOutputFileTests {
    @Test(arguments: [
      ["demo", "list-detail-fold", "--record"], ["--record"], ["demo", "--record-tour"],
      ["demo", "list-detail-fold", "--headless", "--svg-animation"],
    ])
    func anExistingFileIsKeptWithoutForce(_ command: [String]) throws {
      let folder = try StateFolder()
      let path = folder.path + "/mine.txt"
      try "a person's file\n".write(toFile: path, atomically: true, encoding: .utf8)
      let result = try DuotermBinary.run(command + [path], environment: ["TERM": "xterm"])
      #expect(result.status == 2, "\(result)")
      #expect(result.stderr.contains("exists") && result.stderr.contains("--force"), "\(result)")
      #expect(result.stderrLines.count == 1, "\(result)")
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "a person's file\n")
    }

    @Test func theAnimationIsWrittenWithForceAndOnlyHeadless() throws {
      let folder = try StateFolder()
      let path = folder.path + "/tour.svg"
      try "old\n".write(toFile: path, atomically: true, encoding: .utf8)
      let result = try DuotermBinary.run(
        ["demo", "feed-fold", "--headless", "--svg-animation", path, "--force"])
      #expect(result.status == 0, "\(result)")
      let svg = try String(contentsOfFile: path, encoding: .utf8)
      #expect(svg.hasPrefix("<?xml") && svg.contains("@keyframes") && svg.hasSuffix("</svg>\n"))
      #expect(result.stderr.contains("KB"), "\(result)")
      let live = try DuotermBinary.run(
        ["demo", "feed-fold", "--svg-animation", folder.path + "/other.svg"])
      #expect(live.status == 2 && live.stderr.contains("--headless"), "\(live)")
    }

    @Test func svgFramesNamingAFileIsAUsageError() throws {
      let folder = try StateFolder()
      let path = folder.path + "/slides.svg"
      try "kept\n".write(toFile: path, atomically: true, encoding: .utf8)
      let result = try DuotermBinary.run(
        ["demo", "list-detail-fold", "--headless", "--svg-frames", path])
      #expect(result.status == 2, "\(result)")
      #expect(result.stderr.contains("is a file, not a folder"), "\(result)")
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept\n")
    }

    @Test func framesGoIntoAFolderOfOldFramesOnlyWithForceAndReplaceThemAll() throws {
      let folder = try StateFolder()
      let frames = folder.path + "/frames"
      try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
      // An earlier, longer tour's frames, and a file of the person's own.
      for name in ["001.svg", "099.svg", "notes.txt"] {
        try "old\n".write(toFile: "\(frames)/\(name)", atomically: true, encoding: .utf8)
      }
      let arguments = ["demo", "list-detail-fold", "--headless", "--svg-frames", frames]
      let refused = try DuotermBinary.run(arguments)
      #expect(refused.status == 2, "\(refused)")
      #expect(refused.stderr.contains("not empty") && refused.stderr.contains("--force"))
      #expect(refused.stdout.isEmpty, "nothing played")
      #expect(try String(contentsOfFile: "\(frames)/099.svg", encoding: .utf8) == "old\n")

      let forced = try DuotermBinary.run(arguments + ["--force"])
      #expect(forced.status == 0, "\(forced)")
      let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
      let svgs = names.filter { $0.hasSuffix(".svg") }
      #expect(svgs == (1...svgs.count).map { String(format: "%03d.svg", $0) }, "\(names)")
      #expect(names.contains("notes.txt"), "only frames are replaced")
      #expect(try String(contentsOfFile: "\(frames)/001.svg", encoding: .utf8) != "old\n")
    }

    @Test func aTourIsNotRehearsedWhereItCannotBeSaved() throws {
      let result = try DuotermBinary.run(
        ["demo", "--record-tour", "/proc/duoterm-no-such-folder/rehearsal.tour"],
        environment: ["TERM": "xterm"])
      #expect(result.status == 2, "\(result)")
      #expect(result.stderr.contains("--record-tour"), "\(result)")
      #expect(result.stderrLines.count == 1, "\(result)")
    }

    /// The tour's folder turns into a file while the keys are rehearsed: they
    /// go to a fallback file, and the path is said.
    @Test func aTourThatCannotBeSavedGoesToAFallbackFile() async throws {
      let folder = try StateFolder()
      let temporary = folder.path + "/tmp"
      let target = folder.path + "/tours"
      for path in [temporary, target] {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      }
      var environment = folder.environment
      environment["TMPDIR"] = temporary
      let session = try TmuxSession(
        ["demo", "--record-tour", target + "/rehearsal.tour"], width: 100, height: 30,
        environment: environment)
      defer { session.close() }
      let started = try await session.waitForStart()
      #expect(Screen.statusLine(started)?.contains("● REC") == true, "\(started)")
      session.sendKeys("F2")
      _ = await session.settledScreen("open", timeout: 20) { Screen.pose($0) == "open" }
      try FileManager.default.removeItem(atPath: target)
      try "in the way\n".write(toFile: target, atomically: true, encoding: .utf8)
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
      let said = Screen.words(session.capture())
      let fallback = try #require(
        try FileManager.default.contentsOfDirectory(atPath: temporary).first {
          $0.hasPrefix("duoterm-tour-")
        }, "no fallback: \(said)")
      #expect(said.contains(fallback), "\(said)")
      let text = try String(contentsOfFile: "\(temporary)/\(fallback)", encoding: .utf8)
      #expect(text.split(separator: "\n").contains("F2"), "\(text)")
    }
  }
}
