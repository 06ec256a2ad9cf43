import Foundation
import Testing

@testable import DuoLayoutCore

/// A list-detail-summary screen file: the built-in notes screen with the file's
/// notes.
@Suite struct ListDetailSummaryScreenTests {
  @Test func theFilesNotesAreWhatShows() throws {
    let title = NoteFolder.standard.notes[1].title
    let text = try ExportedScreen.text(.listDetailSummary)
      .replacingOccurrences(of: title, with: "Zap the plotter")
    let state = EmulatorState(pose: .open).showing(try ScreenFile.read(text, file: "notes.json"))
    #expect(state.models.listDetailSummary.folder.notes[1].title == "Zap the plotter")
    #expect(ExportedScreen.shows("Zap the plotter", in: state.tree))
    // The built-in keeps its own notes.
    let builtIn = EmulatorState(pose: .open, pattern: .listDetailSummary)
    #expect(builtIn.models.listDetailSummary.folder == .standard)
    let shown = ExportedScreen.strings(builtIn.tree)
    #expect(shown.contains { $0.contains(title) })
    #expect(!shown.contains { $0.contains("Zap the plotter") })
  }

  /// As the built-in opens its first note, a file opens its own first.
  @Test func aFileOpensItsFirstNote() throws {
    let first = try #require(NoteFolder.standard.noteIDs.first)
    let text = try ExportedScreen.text(.listDetailSummary)
      .replacingOccurrences(of: "\"\(first)\"", with: "\"olive-labels\"")
    let state = EmulatorState(pose: .open).showing(try ScreenFile.read(text, file: "notes.json"))
    #expect(state.models.listDetailSummary.notes.selection == "olive-labels")
    let title = try #require(state.tree.node(id: "note.title"))
    #expect(
      ExportedScreen.strings(title).first?.hasPrefix(NoteFolder.standard.notes[0].title) == true
    )
  }

  @Test func aNoteIDUsedTwiceNamesTheSecond() throws {
    let ids = NoteFolder.standard.noteIDs
    let text = try ExportedScreen.text(.listDetailSummary)
      .replacingOccurrences(of: "\"\(ids[1])\"", with: "\"\(ids[0])\"")
    let line = try #require(ExportedScreen.line(of: "\"\(ids[0])\"", in: text, occurrence: 2))
    let problem = try #require(ExportedScreen.problem(text))
    #expect(problem.hasPrefix("mine.json:\(line):"), "\(problem)")
    #expect(problem.contains("notes[1].id: the ID \"\(ids[0])\" is used twice"), "\(problem)")
  }
}
