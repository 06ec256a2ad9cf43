import DuoLayoutCore
import TestSupport
import Testing

@testable import DuoTerm

/// A message opened and a reply started in list-detail survive every fold, book,
/// flatten and rotation: the same message, its detail and the draft are on the lit
/// display in each pose (continuity across folds). The whole interactive loop on
/// the virtual clock: what the keys do is the reducer's and the renderer's work,
/// so no real terminal is needed; `duoterm play` runs the same keys through the
/// binary.
@Suite("List-detail keeps the message and its draft through every fold")
struct ListDetailFoldSessionTests {
  /// The seventh message of the mailbox, what its detail shows, and the draft typed.
  static let subject = "Your dad's birthday"
  static let sender = "From Mum"
  static let body = "Just a reminder"
  static let draft = "Hello there"

  /// From closed: F2 opens, F3 folds like a book, F3 flattens, F5 turns it tall,
  /// F2 closes it (held sideways, as it was turned). Each key, the pose it brings
  /// and the window's size then.
  static let steps = [
    ("F2", "open", "951×669 pt"), ("F3", "book", "951×669 pt"), ("F3", "open", "951×669 pt"),
    ("F5", "open-tall", "669×951 pt"), ("F2", "closed-landscape", "678×466 pt"),
  ]

  /// The lit display's rows as one text, or nothing when no display is lit.
  static func lit(_ screen: String) -> String {
    (Screen.litDisplay(screen) ?? []).joined(separator: "\n")
  }

  static func expectEverything(_ screen: String, in pose: String) {
    let lit = lit(screen)
    #expect(!lit.isEmpty, "no lit display in \(pose):\n\(screen)")
    #expect(lit.contains(subject), "the message's subject in \(pose):\n\(screen)")
    #expect(lit.contains(sender), "the message's detail (its sender) in \(pose):\n\(screen)")
    #expect(lit.contains(body), "the message's detail (its text) in \(pose):\n\(screen)")
    #expect(lit.contains(draft), "the draft in \(pose):\n\(screen)")
  }

  @Test("the seventh message, its detail and the draft survive F2 F3 F3 F5 F2")
  func draftSurvivesFolds() throws {
    let shown = MemoryTerminal.screens(
      from: EmulatorState(pose: .closed, pattern: .listDetail),
      steps: ["Down Down Down Down Down Down Enter", "Tab Hello Space there"]
        + Self.steps.map(\.0))
    try #require(shown.count == Self.steps.count + 3)
    #expect(shown.allSatisfy { $0.settled }, "every screen read with nothing moving")
    #expect(Screen.pose(shown[0].text) == "closed" && Self.lit(shown[0].text).contains("Inbox"))
    let detail = shown[1].text
    #expect(Self.lit(detail).contains(Self.sender), "the seventh message open:\n\(detail)")
    #expect(Self.lit(detail).contains(Self.subject), "the seventh message is Mum's:\n\(detail)")
    Self.expectEverything(shown[2].text, in: "closed")
    for ((key, pose, size), screen) in zip(Self.steps, shown.dropFirst(3).map(\.text)) {
      #expect(Screen.pose(screen) == pose, "\(key) from the pose before:\n\(screen)")
      #expect(Screen.statusLine(screen)?.contains(size) == true, "\(screen)")
      Self.expectEverything(screen, in: pose)
    }
  }

  @Test("duoterm play with the same keys keeps selection 7 and the draft")
  func playKeepsDraft() throws {
    let keys =
      Array(repeating: "Down", count: 6) + ["Enter", "Tab", "Hello", "Space", "there"]
      + Self.steps.map(\.0)
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
    Self.expectEverything(result.stdout, in: "the frame play printed")
  }
}
