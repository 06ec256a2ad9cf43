import DuoLayoutCore
import DuoTermRender
import Foundation
import TestSupport
import Testing

/// Every screen file written before app files existed (`Examples/screens/` and
/// `Tests/Fixtures/screens/`, the broken copies too) draws cell for cell as it did
/// then: each pose at 200 × 50 and 80 × 24 from a fresh start, and closed at
/// 200 × 50 after each key the audit presses (a detail pushed, a field typed in).
/// The frames were recorded before the app file's components were added, so an
/// old file is never laid out by the new code by accident. Each frame is the lit
/// display's window (`GoldenCut.window`): the chrome has goldens of its own
/// (`ChromeGoldenTests`). Re-record only on purpose: `DUOTERM_RECORD_GOLDENS=1 swift test --filter ScreenFileGoldenTests`.
@Suite struct ScreenFileGoldenTests {
  static let root = Repository.root

  /// The files, by repo path.
  static let files: [String] = {
    var found: [String] = []
    for folder in ["Examples/screens", "Tests/Fixtures/screens"] {
      let walker = FileManager.default.enumerator(atPath: "\(root)/\(folder)")
      while let name = walker?.nextObject() as? String {
        if name.hasSuffix(".json") { found.append("\(folder)/\(name)") }
      }
    }
    return found.sorted()
  }()

  @Test func theFilesAreFound() {
    #expect(Self.files.count >= 11, "\(Self.files)")
  }

  @Test(arguments: files)
  func framesMatchTheirGolden(path: String) throws {
    let screen = try ScreenFile.read(
      String(contentsOfFile: "\(Self.root)/\(path)", encoding: .utf8), file: path)
    var frames: [String] = []
    for size in [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)] {
      for pose in Pose.allCases {
        let state = EmulatorState(pose: pose, terminal: size).showing(screen)
        frames.append(
          "## \(pose.argument) \(size.columns)x\(size.rows)\n\(GoldenCut.window(state).text)")
      }
    }
    let entry = PatternRegistry.withScreen[screen.pattern.patternID]
    for auditScreen in screen.auditScreens(or: entry.auditScreens) where !auditScreen.keys.isEmpty {
      let start = EmulatorState(pose: .closed, terminal: TerminalSize(columns: 200, rows: 50))
        .showing(screen)
      let state = auditScreen.keys.reduce(start) { reduce($0, .key($1), at: 0) }
      frames.append("## closed 200x50 \(auditScreen.name)\n\(GoldenCut.window(state).text)")
    }
    let text = frames.joined(separator: "\n") + "\n"
    let name = path.replacingOccurrences(of: "/", with: "-").replacingOccurrences(
      of: ".json", with: ".txt")
    try GoldenFile.check(text, path: "screen-files/\(name)", path)
  }
}
