import Foundation
import Testing

@testable import DuoLayoutCore

/// An inspector screen file: the kind and an empty content, shown as the built-in
/// inspector shows the environment; any field in the content is a mistake.
@Suite struct InspectorContentTests {
  @Test func theExportHoldsNothingAndShowsTheEnvironment() throws {
    let text = try ExportedScreen.text(.inspector)
    let screen = try ScreenFile.read(text, file: "env.json")
    #expect(screen.content?.value.object?.members.isEmpty == true)
    let state = EmulatorState(pose: .book).showing(screen)
    let builtIn = EmulatorState(pose: .book, pattern: .inspector)
    #expect(ExportedScreen.strings(state.tree) == ExportedScreen.strings(builtIn.tree))
    #expect(!ExportedScreen.strings(state.tree).isEmpty)
  }

  @Test func aFieldInTheContentNamesItsLine() throws {
    let exported = try ExportedScreen.text(.inspector)
    let text = try #require(
      exported.range(of: #""content": {}"#).map {
        exported.replacingCharacters(in: $0, with: "\"content\": {\n    \"pose\": \"book\"\n  }")
      })
    let line = try #require(ExportedScreen.line(of: #""pose""#, in: text))
    let problem = try #require(ExportedScreen.problem(text))
    #expect(problem.hasPrefix("mine.json:\(line):"), "\(problem)")
    #expect(problem.contains("pose"), "\(problem)")
  }
}
