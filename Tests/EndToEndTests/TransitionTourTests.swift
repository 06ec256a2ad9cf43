import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// The transition test in a real terminal: the keys of
  /// `Demos/list-detail-transitions.tour` pressed in tmux one by one (a message
  /// selected and pushed, a reply half typed, then every change the test lists, at
  /// the standard and the largest text size). After each change the lit display
  /// is read back once it settles and must be exactly the phone `duoterm play`
  /// draws for the same keys, whose state must still hold the seventh message
  /// pushed and the draft with its caret at its end.
  @Suite("The transition tour in tmux")
  struct TransitionTourTests {
    static let draft = "See you at"
    /// The keys that change the device or the environment.
    static let changes: Set = ["F2", "F3", "F5", "C-s", "C-a"]

    /// One step of the tour: a key by its tmux name, or text typed.
    enum Step: Equatable {
      case key(String)
      case text(String)

      /// The step as `play --keys` writes it.
      var word: String {
        switch self {
        case .key(let name): name
        case .text(let text): "'\(text)'"
        }
      }
    }

    /// The screen's rows above the status line (whose notices come and go on a
    /// clock of their own), with spaces and U+FE0F left out: tmux drops an emoji's
    /// variation selector from its capture and pads the cell it leaves with a
    /// space, where the headless frame draws the emoji two cells wide. (The whole
    /// phone, not only the lit display: at the largest text size the display's
    /// title is cut short, " · lit" with it.) Blank rows are left out, and so is
    /// the row of pose keys the live screen has beside the phone (placing the
    /// phone a row or two higher).
    static func rows(_ screen: String) -> [String]? {
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      guard let status = lines.firstIndex(where: { Screen.statusLine(String($0)) != nil }) else {
        return nil
      }
      return lines[..<status].map { row in
        String(
          String.UnicodeScalarView(row.unicodeScalars.filter { $0 != " " && $0.value != 0xFE0F }))
      }.filter { !$0.isEmpty && !$0.hasPrefix("F2Close·") && !$0.hasPrefix("F2Open·") }
    }

    /// The tour's keys and text, in order (its waits and captions left out).
    static func steps() throws -> [Step] {
      let file = DemoTests.demos.appendingPathComponent("list-detail-transitions.tour")
      let text = try String(contentsOf: file, encoding: .utf8)
      return text.split(separator: "\n").compactMap { raw -> Step? in
        let line = raw.trimmingCharacters(in: .whitespaces)
        let word = line.prefix { $0 != " " }
        if line.isEmpty || line.hasPrefix("#") { return nil }
        if ["pattern", "pose", "wait", "say", "slow", "expect"].contains(String(word)) {
          return nil
        }
        if word == "type" { return .text(String(line.dropFirst(5))) }
        return .key(line)
      }
    }

    @Test("after every change the screen is the headless frame, and the message and draft are kept")
    func everyChange() async throws {
      let steps = try Self.steps()
      try #require(steps.contains(.text(Self.draft)), "the tour types \(Self.draft)")
      let session = try TmuxSession(["--pattern", "list-detail", "--pose", "closed"])
      defer { session.close() }
      try await session.waitUntil("the closed mailbox", settled: true) {
        Screen.pose($0) == "closed" && Screen.litDisplay($0)?.joined().contains("Inbox") == true
      }
      var pressed: [Step] = []
      var checked = 0
      for step in steps {
        switch step {
        case .key(let name): session.sendKeys(name)
        case .text(let text): session.tmux(["send-keys", "-t", "duo", "-l", text])
        }
        pressed.append(step)
        guard case .key(let name) = step, Self.changes.contains(name) else { continue }
        let play = try DuotermBinary.run([
          "play", "--pattern", "list-detail", "--pose", "closed", "--keys",
          pressed.map(\.word).joined(separator: " "),
        ])
        try #require(play.status == 0, "\(play)")
        let state = play.stdoutLines
        let label = "\(name) (change \(checked + 1))"
        #expect(state.contains("selection: 7"), "\(label): \(play.stdout)")
        #expect(state.contains("path: list > 7"), "\(label): the message stays pushed")
        #expect(state.contains("draft: \"\(Self.draft)\""), "\(label): \(play.stdout)")
        #expect(state.contains("draft cursor: \(Self.draft.count)"), "\(label)")
        let expected = try #require(Self.rows(play.stdout), "\(label): \(play.stdout)")
        let screen = await session.settledScreen(label) { Self.rows($0) == expected }
        let shown = Self.rows(screen) ?? []
        let row = shown.indices.first { $0 >= expected.count || shown[$0] != expected[$0] }
        #expect(
          shown == expected,
          "\(label): row \(row ?? shown.count) of the screen is\n\(row.map { shown[$0] } ?? "(none)")\nnot, as headless,\n\(row.flatMap { $0 < expected.count ? expected[$0] : nil } ?? "(none)")\n\(screen)"
        )
        checked += 1
      }
      #expect(checked >= 40, "every change in the tour was read back: \(checked)")
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
    }
  }
}
