import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// A recording that cannot be written stops; the phone does not. A FIFO whose
  /// reader stopped once froze the whole front (F10 and SIGTERM ignored, the
  /// terminal left raw); a full disk must not lose the session either.
  @Suite("Recording faults: the phone goes on")
  struct RecordingFaultTests {
    @Test func aFullDiskStopsTheRecordingWithANoticeAndTheKeysStillWork() async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(
        ["--fresh", "--record", "/dev/full"], width: 120, height: 36,
        environment: folder.environment)
      defer { session.close() }
      let said = try await session.waitUntil("the recording's notice", timeout: 30) {
        Screen.words($0).contains("recording stopped")
      }
      #expect(Screen.words(said).contains("No space left on device"), "\(said)")
      #expect(!said.contains("● REC"), "nothing is being recorded any more:\n\(said)")
      session.sendKeys("F2")
      _ = try await session.waitUntil("the phone open", timeout: 30) { Screen.pose($0) == "open" }
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
      #expect(session.terminalProblems() == [], "\(session.capture())")
      #expect(session.ttyAfterExit == "same")
      #expect(Screen.words(session.capture()).contains("the recording stopped early"))
      #expect(folder.session() != nil, "the session was saved")
    }

    @Test func aStalledReaderStopsTheRecordingAndSIGTERMStillRestoresTheTerminal() async throws {
      let folder = try StateFolder()
      let fifo = folder.path + "/stalled.fifo"
      #expect(mkfifo(fifo, 0o600) == 0)
      // A reader that never reads: the pipe fills and stays full.
      let reader = open(fifo, O_RDONLY | O_NONBLOCK)
      #expect(reader >= 0)
      defer { close(reader) }
      let session = try TmuxSession(
        ["--fresh", "--record", fifo], width: 200, height: 50, environment: folder.environment)
      defer { session.close() }
      let started = try await session.waitForStart()
      #expect(Screen.statusLine(started)?.contains("● REC") == true, "\(started)")
      let pid = try #require(session.pid)
      // Fold and unfold until the buffer a stalled reader may hold is full.
      var stopped = false
      for _ in 0..<400 where !stopped {
        session.sendKeys("F2", "C-l")
        let shown = try await session.waitUntil("the phone to answer", timeout: 30) { _ in true }
        stopped = Screen.words(shown).contains("recording stopped")
        if !stopped { try await Task.sleep(for: .milliseconds(100)) }
      }
      #expect(stopped, "the recording stopped: \(session.capture())")
      let shown = await session.settledScreen("the last fold done", timeout: 20) {
        Screen.pose($0) != nil
      }
      #expect(Screen.words(shown).contains("reader stopped reading"), "\(shown)")
      // The phone still answers keys: it folds, and ends open (not the pose it
      // started in, so there is something new to save).
      var pose = try #require(Screen.pose(shown))
      var presses = 0
      repeat {
        presses += 1
        let before = pose
        session.sendKeys("F2")
        let folded = try await session.waitUntil("the phone to fold", timeout: 30) {
          Screen.pose($0).map { $0 != before } ?? false
        }
        pose = Screen.pose(folded) ?? pose
      } while pose != "open" && presses < 2
      #expect(pose == "open")
      #expect(kill(pid, SIGTERM) == 0)
      #expect(try await session.waitForExit(timeout: 30) == 128 + Int(SIGTERM))
      #expect(session.terminalProblems() == [], "\(session.capture())")
      #expect(session.ttyAfterExit == "same")
      #expect(folder.session() != nil, "the session was saved")
    }
  }
}
