import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// A key held down, or a paste of keys, arrives as
  /// one write of hundreds of device changes. Each started a glide from the glide
  /// before, fades inside fades, so the work grew with every key (160 F2 presses
  /// took 25 s and 151 MB). Now every glide starts from the frame on screen,
  /// flattened, and the keys after the burst are answered at once.
  @Suite("Faults: a burst of folds and turns in one write")
  struct FaultFoldBurstTests {
    /// F2 (`ESC O Q`) then Ctrl-R (rotate) `count` times, as the bytes of one write.
    static func burst(_ count: Int) -> String {
      String(repeating: "\u{1B}OQ\u{12}", count: count)
    }

    @Test(
      "500 F2 and 500 Ctrl-R in one write, then F10: quits within seconds, every key played",
      arguments: ["list-detail", "feed"])
    func burstThenQuit(pattern: String) async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(
        ["--pattern", pattern], width: 200, height: 50, environment: folder.environment)
      defer { session.close() }
      try await session.waitForStart()
      let file = folder.path + "/burst"
      // 500 of each and one more, so the phone ends open and turned: every key counted.
      try Self.burst(501).write(toFile: file, atomically: false, encoding: .utf8)
      #expect(session.tmux(["load-buffer", "-b", "burst", file]).status == 0)
      // paste-buffer (without -p: no bracketing) writes the buffer to the pane at once.
      #expect(session.tmux(["paste-buffer", "-b", "burst", "-t", "duo"]).status == 0)
      session.sendKeys("F10")
      let sent = monotonicNow()
      #expect(try await session.waitForExit(timeout: 30) == 0)
      let took = monotonicNow() - sent
      // Unbounded glides took 25 s for 160 presses, so minutes for these; a bounded
      // burst takes well under a second idle, and up to 1.5 s on a loaded machine.
      #expect(took < 5, "F10 after the burst took \(took) s to quit")
      #expect(session.terminalProblems() == [])
      #expect(folder.value("device.hingeAngle") as? Double == 180, "\(folder.session() ?? [:])")
      #expect(folder.value("device.isRotated") as? Bool == true, "\(folder.session() ?? [:])")
    }
  }
}
