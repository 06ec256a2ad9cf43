import Foundation
import Testing

extension EndToEnd {
  /// In a real terminal: Ctrl-Y steps through every device in the running
  /// app, and a device change is an environment change like a fold: the message
  /// selected, the reply being typed and a game of four in a row all stay.
  @Suite("Ctrl-Y switches device and keeps the state in tmux")
  struct DeviceSwitchTests {
    /// The device names in Ctrl-Y's order (the registry's), as `duoterm devices`
    /// lists them, each followed by the one after it: a whole round.
    static func round() throws -> [String] {
      let result = try DuotermBinary.run(["devices", "--json"])
      let document =
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
      let list = document?["devices"] as? [[String: Any]]
      let names = (list ?? []).compactMap { $0["name"] as? String }
      try #require(names.count >= 6, "\(result)")
      return Array(names.dropFirst()) + [names[0]]
    }

    /// The lit display's rows as one text.
    private func lit(_ screen: String) -> String {
      (Screen.litDisplay(screen) ?? []).joined(separator: "\n")
    }

    @Test("the seventh message and its draft stay on every device")
    func listDetailKeepsSelectionAndDraft() async throws {
      let subject = ListDetailFoldTests.subject
      let sender = ListDetailFoldTests.sender
      let draft = ListDetailFoldTests.draft
      let session = try TmuxSession(["--pattern", "list-detail", "--pose", "open"])
      try await session.waitUntil("the open mailbox", settled: true) {
        Screen.pose($0) == "open" && lit($0).contains("Inbox")
      }
      session.tmux(["send-keys", "-t", "duo"] + Array(repeating: "Down", count: 6) + ["Enter"])
      _ = await session.settledScreen("the seventh message open") { lit($0).contains(sender) }
      session.sendKeys("Tab")
      session.tmux(["send-keys", "-t", "duo", "-l", draft])
      let typed = await session.settledScreen("the draft typed") { lit($0).contains(draft) }
      #expect(lit(typed).contains(subject) && lit(typed).contains(draft), "\(typed)")
      for device in try Self.round() {
        session.sendKeys("C-y")
        let screen = await session.settledScreen("\(device) after Ctrl-Y") {
          Screen.statusFields($0).contains(device) && lit($0).contains(draft)
        }
        #expect(Screen.statusFields(screen).contains(device), "Ctrl-Y to \(device):\n\(screen)")
        let shown = lit(screen)
        #expect(shown.contains(subject), "the selected message on \(device):\n\(screen)")
        #expect(shown.contains(sender), "its detail on \(device):\n\(screen)")
        #expect(shown.contains(draft), "the draft on \(device):\n\(screen)")
      }
      // Typing goes on into the same draft: the field kept its focus and text.
      session.tmux(["send-keys", "-t", "duo", "-l", " again"])
      let more = await session.settledScreen("the draft typed on") {
        lit($0).contains(draft + " again")
      }
      #expect(lit(more).contains(draft + " again"), "\(more)")
    }

    @Test("a game of four in a row keeps its discs and its pause on every device")
    func gameKeepsItsDiscs() async throws {
      let state = try StateFolder()
      defer { withExtendedLifetime(state) {} }
      let home = state.path
      defer { try? FileManager.default.removeItem(atPath: home) }
      let session = try await SharedScreenTests.start(home: home)
      session.sendKeys("Space", "Space", "Enter", "d", "Space", "q")
      let mid = try await session.waitUntil("three discs each and paused", settled: true) {
        SharedScreenTests.discs(SharedScreenTests.boardRows($0)) == 6 && $0.contains("paused")
      }
      // Both halves' rows, in any order: on a square cover screen the halves sit
      // side by side and their rows interleave.
      let board = SharedScreenTests.boardRows(mid).sorted()
      for device in try Self.round() {
        session.sendKeys("C-y")
        let screen = await session.settledScreen("\(device) after Ctrl-Y") {
          Screen.statusFields($0).contains(device)
            && SharedScreenTests.boardRows($0).sorted() == board
        }
        #expect(Screen.statusFields(screen).contains(device), "Ctrl-Y to \(device):\n\(screen)")
        #expect(
          SharedScreenTests.boardRows(screen).sorted() == board,
          "the board on \(device):\n\(screen)")
        #expect(screen.contains("paused"), "still paused on \(device)")
      }
    }
  }
}
