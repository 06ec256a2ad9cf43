import DuoLayoutCore
import DuoTermRender
import Foundation
import Testing

/// Every pattern in every pose at 200 × 50 and 80 × 24, compared with the frames
/// kept as plain text in `Goldens/`. They are re-recorded only when asked:
/// `DUOTERM_RECORD_GOLDENS=1 swift test --filter GoldenFrameTests` (never in CI).
/// A mismatch writes the frame it got beside the golden as `.actual`.
@Suite struct GoldenFrameTests {
  static let patterns: [PatternID] = [.listDetail, .twoPage, .feed, .sharedSplit, .inspector]
  static let sizes = [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)]
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")
  static let recording = ProcessInfo.processInfo.environment["DUOTERM_RECORD_GOLDENS"] == "1"

  @Test(arguments: patterns, Pose.allCases)
  func frameMatchesItsGolden(pattern: PatternID, pose: Pose) throws {
    for size in Self.sizes {
      let frame = Scene.render(EmulatorState(pose: pose, terminal: size, pattern: pattern)).text
      try Self.check(frame, "\(pattern.argument)/\(pose.argument)-\(size.columns)x\(size.rows)")
    }
  }

  /// The environments issue 16 asks goldens of, at 200 × 50: the largest text size
  /// open and closed, right to left in book, Split View ⅓ and ⅔ open.
  static let environments: [(label: String, pose: Pose, options: EnvironmentOptions)] = [
    ("accessibility-5", .open, EnvironmentOptions(textSize: .accessibility5)),
    ("accessibility-5", .closed, EnvironmentOptions(textSize: .accessibility5)),
    ("rtl", .book, EnvironmentOptions(layoutDirection: .rightToLeft)),
    ("split-1-3", .open, EnvironmentOptions(splitView: SplitView(.oneThird))),
    ("split-2-3", .open, EnvironmentOptions(splitView: SplitView(.twoThirds))),
  ]

  @Test(arguments: patterns, environments.indices)
  func environmentFrameMatchesItsGolden(pattern: PatternID, index: Int) throws {
    let (label, pose, options) = Self.environments[index]
    var state = EmulatorState(pose: pose, terminal: Self.sizes[0], pattern: pattern)
    state.options = options
    try Self.check(Scene.render(state).text, "\(pattern.argument)/\(pose.argument)-\(label)-200x50")
  }

  /// Compares `frame` with the golden `name`.txt, or records it when asked.
  static func check(_ frame: String, _ name: String) throws {
    let frame = frame + "\n"
    let file = folder.appendingPathComponent("\(name).txt")
    if recording {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try frame.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let golden = try #require(
      try? String(contentsOf: file, encoding: .utf8),
      "no golden \(file.lastPathComponent); record with DUOTERM_RECORD_GOLDENS=1")
    if frame != golden {
      try? frame.write(to: file.appendingPathExtension("actual"), atomically: true, encoding: .utf8)
      let got = frame.split(separator: "\n", omittingEmptySubsequences: false)
      let want = golden.split(separator: "\n", omittingEmptySubsequences: false)
      let line = got.indices.first { $0 >= want.count || got[$0] != want[$0] } ?? got.count
      Issue.record("\(name): first difference on line \(line + 1)")
    }
  }
}
