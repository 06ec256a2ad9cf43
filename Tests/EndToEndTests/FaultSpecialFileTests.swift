import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// A FIFO (or any file that is not a regular file) where the
  /// session or the config should be. `open` blocked on it until something wrote
  /// to it, so duoterm hung before drawing anything, with no word, even with
  /// `--fresh` (the session is read then too, so a bad one is kept aside). Now it
  /// starts at once with one warning, and the FIFO is kept aside.
  @Suite("Faults: a FIFO as the session or the config")
  struct FaultSpecialFileTests {
    /// Which of duoterm's files is a FIFO.
    enum Place: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case session = "session.json"
      case config
      var testDescription: String { rawValue }
    }

    @Test(
      "duoterm starts with one warning, the FIFO kept aside", arguments: Place.allCases,
      [false, true])
    func fifo(place: Place, fresh: Bool) async throws {
      let folder = try StateFolder()
      let path = folder.path + "/duoterm/" + place.rawValue
      try FileManager.default.createDirectory(
        atPath: folder.path + "/duoterm", withIntermediateDirectories: true)
      #expect(mkfifo(path, 0o600) == 0)
      let session = try TmuxSession(
        fresh ? ["--fresh"] : [], width: 200, height: 50, environment: folder.environment)
      defer { session.close() }
      // The warning takes the status line's room: the phone and the warning.
      let screen = try await session.waitUntil("the phone and the warning", timeout: 20) {
        $0.contains("Outer display") && Screen.words($0).contains("FIFO")
      }
      #expect(Screen.words(screen).contains("\(place.rawValue).corrupt-1"), "\(screen)")
      var status = stat()
      #expect(lstat(path + ".corrupt-1", &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
      session.sendKeys("F2")
      _ = await session.settledScreen("the phone open", timeout: 20) { Screen.pose($0) == "open" }
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 20) == 0)
      #expect(session.terminalProblems() == [], "\(session.capture())")
      if place == .session {
        #expect(folder.session() != nil, "a session is saved beside the FIFO kept aside")
      }
    }
  }
}
