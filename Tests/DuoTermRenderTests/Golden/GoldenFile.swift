import Foundation
import TestSupport
import Testing

/// A golden file: text kept under `Goldens/`, compared with what a test draws, or
/// written when recording (`DUOTERM_RECORD_GOLDENS=1`, never in CI). A mismatch
/// writes what the test got beside the golden as `.actual` (ignored by git) and
/// names the first line that differs.
///
/// ```swift
/// try GoldenFile.check(GoldenCut.window(state).text + "\n", path: "feed/open-200x50.txt", "feed open")
/// ```
enum GoldenFile {
  /// `Tests/DuoTermRenderTests/Goldens`.
  static let folder = Repository.url("Tests/DuoTermRenderTests/Goldens")
  static let recording = ProcessInfo.processInfo.environment["DUOTERM_RECORD_GOLDENS"] == "1"

  /// Compares `text` with the golden at `path` under `Goldens/` (or records it).
  static func check(_ text: String, path: String, _ label: String) throws {
    let file = folder.appendingPathComponent(path)
    if recording {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let golden = try #require(
      try? String(contentsOf: file, encoding: .utf8),
      "no golden \(path); record with DUOTERM_RECORD_GOLDENS=1")
    guard text != golden else { return }
    try? text.write(to: file.appendingPathExtension("actual"), atomically: true, encoding: .utf8)
    let got = text.split(separator: "\n", omittingEmptySubsequences: false)
    let want = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let line = got.indices.first { $0 >= want.count || got[$0] != want[$0] } ?? got.count
    let shown = got[min(line, got.count - 1)]
    Issue.record("\(label): first difference on line \(line + 1) of \(path): \(shown)")
  }
}
