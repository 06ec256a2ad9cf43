import DuoLayoutCore
import DuoTermRender
import Foundation
import Testing

/// Every pattern in every pose at 200 × 50 and 80 × 24, compared with the frames
/// kept as plain text in `Goldens/`. They are re-recorded only when asked:
/// `DUOTERM_RECORD_GOLDENS=1 swift test --filter GoldenFrameTests` (never in CI).
/// A mismatch writes the frame it got beside the golden as `.actual`.
@Suite struct GoldenFrameTests {
  /// Every pattern the registry has: a new pattern gets its goldens by being there.
  static let patterns: [PatternID] = PatternRegistry.standard.ids
  static let sizes = [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)]
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")
  static let recording = ProcessInfo.processInfo.environment["DUOTERM_RECORD_GOLDENS"] == "1"

  @Test(arguments: patterns, Pose.allCases)
  func frameMatchesItsGolden(pattern: PatternID, pose: Pose) throws {
    for size in Self.sizes {
      let frame =
        Scene.render(EmulatorState(pose: pose, terminal: size, pattern: pattern)).text + "\n"
      let file = Self.folder.appendingPathComponent(
        "\(pattern.argument)/\(pose.argument)-\(size.columns)x\(size.rows).txt")
      if Self.recording {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try frame.write(to: file, atomically: true, encoding: .utf8)
        continue
      }
      let golden = try #require(
        try? String(contentsOf: file, encoding: .utf8),
        "no golden \(file.lastPathComponent); record with DUOTERM_RECORD_GOLDENS=1")
      if frame != golden {
        try? frame.write(
          to: file.appendingPathExtension("actual"), atomically: true, encoding: .utf8)
        let got = frame.split(separator: "\n", omittingEmptySubsequences: false)
        let want = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let line = got.indices.first { $0 >= want.count || got[$0] != want[$0] } ?? got.count
        Issue.record(
          "\(pattern.argument) \(pose.argument) \(size): first difference on line \(line + 1)")
      }
    }
  }
}
