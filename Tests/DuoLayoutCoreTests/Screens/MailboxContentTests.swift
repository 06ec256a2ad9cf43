import Foundation
import Testing

@testable import DuoLayoutCore

/// A mailbox screen file is the built-in list-detail pattern with the file's
/// messages; the generic "list-detail" kind stays the file's own rows. A message
/// out of order names its line, and a finding on a message's row names its line.
@Suite struct MailboxContentTests {
  static func mailboxText(_ edit: (String) -> String = { $0 }) throws -> String {
    edit(try #require(ScreenExport.screen(for: .listDetail)).text(schema: "screen.schema.json"))
  }

  static func labels(_ state: EmulatorState) -> String {
    state.tree.allNodes.compactMap { node in
      if case .label(let text) = node.role { text } else { nil }
    }.joined(separator: "\n")
  }

  @Test func theExportIsAMailboxNotTheGenericKind() throws {
    let exported = try #require(ScreenExport.screen(for: .listDetail))
    #expect(exported.pattern == ListDetailPattern.screenKind)
    #expect(ListDetailPattern.screenKind.patternID == .listDetail)
    #expect(ScreenKind.listDetail.contentPattern == nil)
    #expect(ScreenKind.listDetail.patternID == .screen)
  }

  @Test(arguments: [Pose.closed, .open, .book])
  func theFilesMessagesAreWhatShow(pose: Pose) throws {
    let subject = Mailbox.standard.messages[0].subject
    let builtIn = EmulatorState(pose: pose, pattern: .listDetail)
    #expect(Self.labels(builtIn).contains(subject))
    let text = try Self.mailboxText {
      $0.replacingOccurrences(of: subject.quoted, with: #""Zap the standup""#)
    }
    let state = builtIn.showing(try ScreenFile.read(text, file: "mail.json"))
    #expect(state.pattern == .listDetail)
    #expect(state.models.listDetail.mailbox.messages[0].subject == "Zap the standup")
    #expect(Self.labels(state).contains("Zap the standup"))
    #expect(!Self.labels(state).contains(subject))
    // The built-in keeps its own mailbox.
    #expect(EmulatorState(pose: pose, pattern: .listDetail).models.listDetail.mailbox == .standard)
  }

  @Test func aMessageOutOfOrderNamesItsLine() throws {
    let text = try Self.mailboxText {
      $0.replacingOccurrences(of: #""id": 2,"#, with: #""id": 70,"#)
    }
    let line = try #require(ExportedScreen.line(of: #""id": 70,"#, in: text))
    do {
      _ = try ScreenFile.read(text, file: "mail.json")
      Issue.record("a message out of order reads")
    } catch {
      let problem = error.description
      #expect(problem.hasPrefix("mail.json:\(line):"), "\(problem)")
      #expect(
        problem.contains("content: messages[1].id: message 2 has the ID 70 — number the messages"),
        "\(problem)")
    }
  }

  @Test func aMailboxWithoutMessagesSaysSo() {
    let text = #"{"title": "A", "pattern": "mailbox", "content": {"messages": []}}"#
    do {
      _ = try ScreenFile.read(text, file: "mail.json")
      Issue.record("an empty mailbox reads")
    } catch {
      #expect(error.description.hasPrefix("mail.json:1:"), "\(error)")
      #expect(error.description.contains("a mailbox needs a message"), "\(error)")
    }
  }

  @Test func aMessagesRowIsDeclaredOnItsLine() throws {
    let text = try Self.mailboxText()
    let screen = try ScreenFile.read(text, file: "mail.json")
    let third = try #require(ExportedScreen.line(of: #""id": 3,"#, in: text))
    // The message's object opens on the line above its first field.
    #expect(screen.source(ofNode: "list.row.3")?.line == third - 1)
  }
}
