import DuoLayoutCore
import Foundation
import TestSupport
import Testing

@testable import DuoTermRender

/// The screens in `Examples/screens/`: each reads, draws its title on the lit
/// display from a fresh start, and audits clean on every screen the audit
/// checks, in every pose, at 200×50 and 80×24, as `duoterm audit --screen` does.
@Suite struct ExampleScreensTests {
  static let folder = Repository.path("Examples/screens")

  static let names: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted()

  static func screen(_ name: String) throws -> ScreenFile {
    try ScreenFile.read(
      String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8), file: "Examples/screens/\(name)"
    )
  }

  @Test func theSixExamplesAreThere() {
    #expect(
      Self.names == [
        "chat.json", "checkout.json", "kanban.json", "music-player.json", "photo-editor.json",
        "recipes.json",
      ])
  }

  @Test(arguments: names)
  func drawsAndAuditsClean(name: String) throws {
    let screen = try Self.screen(name)
    let entry = PatternRegistry.withScreen[.screen]
    for size in [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)] {
      for auditScreen in entry.auditScreens {
        var trees: [LayoutNode] = []
        for pose in Pose.allCases {
          let start = EmulatorState(pose: pose, terminal: size).showing(screen)
          let state = auditScreen.keys.reduce(start) { reduce($0, .key($1), at: 0) }
          let findings = FoldAudit.findings(in: state.tree, env: state.environment)
          #expect(findings.isEmpty, "\(name) \(auditScreen.name) \(pose): \(findings)")
          trees.append(state.tree)
          // From a fresh start the title shows (a pushed detail covers it on a compact display).
          let frame = Scene.render(state).text
          let heading = String(screen.title.prefix(6))
          #expect(
            !auditScreen.keys.isEmpty || frame.contains(heading),
            "\(name) in \(pose) shows its title:\n\(frame)")
        }
        #expect(FoldAudit.orderFindings(across: trees).isEmpty, "\(name) \(auditScreen.name)")
      }
    }
  }
}
