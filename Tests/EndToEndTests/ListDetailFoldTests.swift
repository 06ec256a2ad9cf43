import Testing

extension EndToEnd {
  /// A message opened and a reply started in list-detail survive every
  /// fold, book, flatten and rotation: the same message, its detail and the draft
  /// are on the lit display in each pose (HIG: the same state on both displays).
  @Suite("List-detail keeps the message and its draft through every fold in tmux")
  struct ListDetailFoldTests {
    /// The seventh message of the mailbox, what its detail shows, and the draft typed.
    static let subject = "Your dad's birthday"
    static let sender = "From Mum"
    static let body = "Just a reminder"
    static let draft = "Hello there"

    /// A device key and where it takes the phone from the pose before it.
    struct Step: Sendable, CustomTestStringConvertible {
      var key: String
      var pose: String
      var size: String
      var testDescription: String { "\(key) → \(pose)" }
    }

    /// From closed: F2 opens, F3 folds like a book, F3 flattens, F5 turns it tall,
    /// F2 closes it (held sideways, as it was turned).
    static let steps = [
      Step(key: "F2", pose: "open", size: "951×669 pt"),
      Step(key: "F3", pose: "book", size: "951×669 pt"),
      Step(key: "F3", pose: "open", size: "951×669 pt"),
      Step(key: "F5", pose: "open-tall", size: "669×951 pt"),
      Step(key: "F2", pose: "closed-landscape", size: "678×466 pt"),
    ]

    /// The lit display's rows as one text, or nothing when no display is lit.
    private func lit(_ screen: String) -> String {
      (Screen.litDisplay(screen) ?? []).joined(separator: "\n")
    }

    /// True when the lit display shows the message, its detail and the draft.
    private func showsEverything(_ screen: String) -> Bool {
      let lit = lit(screen)
      return [Self.subject, Self.sender, Self.body, Self.draft].allSatisfy { lit.contains($0) }
    }

    private func expectEverything(_ screen: String, in pose: String) {
      let lit = lit(screen)
      #expect(!lit.isEmpty, "no lit display in \(pose):\n\(screen)")
      #expect(lit.contains(Self.subject), "the message's subject in \(pose):\n\(screen)")
      #expect(lit.contains(Self.sender), "the message's detail (its sender) in \(pose):\n\(screen)")
      #expect(lit.contains(Self.body), "the message's detail (its text) in \(pose):\n\(screen)")
      #expect(lit.contains(Self.draft), "the draft in \(pose):\n\(screen)")
    }

    @Test("the seventh message, its detail and the draft survive F2 F3 F3 F5 F2")
    func draftSurvivesFolds() async throws {
      let session = try TmuxSession(["--pattern", "list-detail", "--pose", "closed"])
      try await session.waitUntil("the closed mailbox", settled: true) {
        Screen.pose($0) == "closed" && lit($0).contains("Inbox")
      }
      session.tmux(["send-keys", "-t", "duo"] + Array(repeating: "Down", count: 6) + ["Enter"])
      let detail = await session.settledScreen("the seventh message open") {
        lit($0).contains(Self.sender)
      }
      #expect(lit(detail).contains(Self.subject), "the seventh message is Mum's:\n\(detail)")
      session.sendKeys("Tab")
      session.tmux(["send-keys", "-t", "duo", "-l", Self.draft])
      let typed = await session.settledScreen("the draft typed") { showsEverything($0) }
      expectEverything(typed, in: "closed")

      for step in Self.steps {
        session.sendKeys(step.key)
        let screen = await session.settledScreen("\(step.pose) after \(step.key)") {
          Screen.pose($0) == step.pose && Screen.statusLine($0)?.contains(step.size) == true
            && showsEverything($0)
        }
        #expect(Screen.pose(screen) == step.pose, "\(step.key) from the pose before")
        #expect(Screen.statusLine(screen)?.contains(step.size) == true, "\(screen)")
        expectEverything(screen, in: step.pose)
      }
    }

    @Test("duoterm play with the same keys keeps selection 7 and the draft")
    func playKeepsDraft() throws {
      let keys =
        Array(repeating: "Down", count: 6) + ["Enter", "Tab", "Hello", "Space", "there"]
        + Self.steps.map(\.key)
      let result = try DuotermBinary.run([
        "play", "--pattern", "list-detail", "--pose", "closed", "--keys",
        keys.joined(separator: " "),
      ])
      #expect(result.status == 0, "\(result)")
      let state = result.stdoutLines
      #expect(state.contains("selection: 7"), "\(result.stdout)")
      #expect(state.contains("draft: \"\(Self.draft)\""), "\(result.stdout)")
      #expect(state.contains("pose: closed-landscape"), "\(result.stdout)")
      // The frame printed before the state shows the same message and draft.
      #expect(showsEverything(result.stdout), "\(result.stdout)")
    }
  }
}
