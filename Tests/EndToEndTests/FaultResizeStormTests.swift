import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Faults: 50 resizes within a second, down to 1×1 and back. duoterm
  /// does not crash, and the frame it ends on is drawn for the final size: the
  /// status line on the last row and no row wider than the terminal.
  @Suite("Faults: a storm of resizes")
  struct FaultResizeStormTests {
    /// 25 sizes shrinking from `width` × `height` to 1×1, then 25 growing back.
    static func storm(width: Int, height: Int) -> [(Int, Int)] {
      let down = (1...25).map { step in
        (max(1, width - (width - 1) * step / 25), max(1, height - (height - 1) * step / 25))
      }
      let up = (1...25).map { step in
        (1 + (width - 1) * step / 25, 1 + (height - 1) * step / 25)
      }
      return down + up
    }

    /// Resizes in bursts of ten tmux commands, so that 50 fit in about a second
    /// however slowly processes start on a loaded machine.
    private func resize(_ session: TmuxSession, through sizes: [(Int, Int)]) {
      for start in stride(from: 0, to: sizes.count, by: 10) {
        var commands: [String] = []
        for (width, height) in sizes[start..<min(sizes.count, start + 10)] {
          if !commands.isEmpty { commands.append(";") }
          commands += ["resize-window", "-t", "duo", "-x", "\(width)", "-y", "\(height)"]
        }
        session.tmux(commands)
        usleep(15_000)
      }
    }

    private func expectWhole(_ screen: String, width: Int, height: Int) {
      let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(Screen.statusRow(screen) == height - 1, "status line on the last row:\n\(screen)")
      for (index, row) in rows.enumerated() {
        #expect(
          Screen.displayWidth(String(row)) <= width, "row \(index) wider than \(width):\n\(screen)")
      }
    }

    @Test(
      "50 resizes down to 1×1 and back: no crash, the last frame fits",
      arguments: [
        "list-detail", "shared-split",
      ])
    func storm(pattern: String) async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(
        ["--pattern", pattern], width: 120, height: 36, environment: folder.environment)
      defer { session.close() }
      try await session.waitForStart()
      let pid = try #require(session.pid)
      // Something moving while the size changes: a fold's glide.
      session.sendKeys("F2")
      resize(session, through: Self.storm(width: 120, height: 36))
      #expect(ProcStat.process(pid) != nil, "duoterm died in the storm")

      let screen = try await session.waitUntil("the frame at 120×36", timeout: 30, settled: true) {
        Screen.statusRow($0) == 35 && $0.contains("Inner display · lit")
      }
      expectWhole(screen, width: 120, height: 36)
      #expect(Screen.pose(screen) == "open")
      session.sendKeys("F2")
      let closed = try await session.waitUntil("F2 after the storm", timeout: 30, settled: true) {
        Screen.pose($0) == "closed"
      }
      expectWhole(closed, width: 120, height: 36)
    }

    @Test("left at 1×1 for a moment, then grown to 80×24: still running, the frame fits")
    func tiny() async throws {
      let folder = try StateFolder()
      let session = try TmuxSession([], width: 80, height: 24, environment: folder.environment)
      defer { session.close() }
      try await session.waitForStart()
      let pid = try #require(session.pid)
      session.resize(1, 1)
      try await Task.sleep(nanoseconds: 300_000_000)
      session.sendKeys("F2")
      session.resize(2, 1)
      session.resize(1, 2)
      try await Task.sleep(nanoseconds: 200_000_000)
      #expect(ProcStat.process(pid) != nil, "duoterm died at 1×1")
      session.resize(80, 24)
      let screen = try await session.waitUntil("the phone at 80×24", timeout: 30, settled: true) {
        Screen.statusRow($0) == 23 && Screen.pose($0) == "open"
      }
      expectWhole(screen, width: 80, height: 24)
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
      #expect(session.terminalProblems() == [])
    }
  }
}
