import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// Faults: text with CJK, an emoji made wide by VS16, ZWJ sequences and
  /// combining marks, in mailbox messages, feed cards and a typed draft. In every
  /// pose (and, in the mailbox, every frame on the way between poses) no row is
  /// wider than the terminal, and on every settled frame the cells to the right of
  /// such text land where they should: each display's right edge is in one column
  /// from its top row to its bottom one (a drift of one column would break it).
  @Suite("Faults: wide and joined characters never make a row drift")
  struct FaultWideTextTests {
    /// Device keys that go through every pose from closed, and the pose each
    /// brings: open, book, flat, tabletop, flat held tall, closed held sideways.
    static let tour = [
      ("F2", "open"), ("F3", "book"), ("F3", "open"), ("F4", "tabletop"), ("F4", "open-tall"),
      ("F2", "closed-landscape"),
    ]

    /// What is wrong with `screen` for a `width`-column terminal: rows too wide and,
    /// when `aligned`, display edges out of line.
    static func problems(_ screen: String, width: Int, aligned: Bool) -> [String] {
      let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var problems: [String] = []
      for (index, row) in rows.enumerated() where Screen.displayWidth(row) > width {
        problems.append("row \(index) is \(Screen.displayWidth(row)) columns wide")
      }
      guard aligned else { return problems }
      let grids = rows.map { FaultText.cells($0) }
      for (top, cells) in grids.enumerated() where rows[top].contains("display · ") {
        // Each display on this row: its top right corner, and the edge below it.
        for column in cells.indices where cells[column] == "╗" || cells[column] == "┐" {
          let bottom: Set<Character> = cells[column] == "╗" ? ["╝"] : ["┘"]
          let edge: Set<Character> = cells[column] == "╗" ? ["║"] : ["│"]
          var row = top + 1
          while row < grids.count {
            let cell = column < grids[row].count ? grids[row][column] : nil
            if let cell, bottom.contains(cell) { break }
            if cell == nil || !edge.contains(cell!) {
              problems.append(
                "row \(row): the display's right edge is not in column \(column): \(rows[row])")
              break
            }
            row += 1
          }
          if row == grids.count { problems.append("no bottom edge under column \(column)") }
        }
      }
      return problems
    }

    /// Plays `tour`, checking the settled frame in each pose and, with
    /// `framesOnTheWay`, every frame captured during each glide.
    private func checkTour(
      _ session: TmuxSession, width: Int, _ what: String, framesOnTheWay: Bool
    ) async throws {
      for (key, pose) in Self.tour {
        if framesOnTheWay {
          let frames = await session.captures(after: [key], for: 0.35, every: 0)
          for (index, frame) in frames.enumerated() {
            let found = Self.problems(frame, width: width, aligned: false)
            #expect(found == [], "\(what), frame \(index) after \(key):\n\(found)\n\(frame)")
          }
        } else {
          session.sendKeys(key)
        }
        let screen = await session.settledScreen("\(pose) after \(key)", timeout: 20) {
          Screen.pose($0) == pose
        }
        #expect(Screen.pose(screen) == pose, "\(what): \(key) brings \(pose)")
        let found = Self.problems(screen, width: width, aligned: true)
        #expect(found == [], "\(what), settled after \(key):\n\(found)\n\(screen)")
      }
    }

    @Test(
      "list-detail: Mum's ❤️, Zoé, 東京 and a draft of them all, through every pose",
      arguments: [(120, 36), (80, 24)])
    func mailbox(width: Int, height: Int) async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(
        ["--pattern", "list-detail"], width: width, height: height,
        environment: folder.environment)
      defer { session.close() }
      try await session.waitForStart()
      // Mum's message (its text ends "Love you ❤️"), and a reply typed in every kind.
      session.tmux(
        ["send-keys", "-t", "duo"] + Array(repeating: "Down", count: 6) + ["Enter", "Tab"])
      session.tmux(["send-keys", "-t", "duo", "-l", "東京 ❤️ 👩‍💻 Zoe\u{301} ok"])
      let typed = await session.settledScreen("the draft typed", timeout: 20) { $0.contains(" ok") }
      #expect(typed.contains("東京"), "\(typed)")
      #expect(Self.problems(typed, width: width, aligned: true) == [], "\(typed)")
      try await checkTour(
        session, width: width, "list-detail at \(width)×\(height)", framesOnTheWay: true)
    }

    @Test(
      "feed: the cards titled 東京, Café, 👩‍🍳 and ❤️, through every pose",
      arguments: [37, 74, 148, 222])
    func feed(card: Int) async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(
        ["--pattern", "feed"], width: 120, height: 36, environment: folder.environment)
      defer { session.close() }
      try await session.waitForStart()
      // Card `card` selected and scrolled to the top.
      session.tmux(["send-keys", "-t", "duo"] + Array(repeating: "Right", count: card - 1) + ["z"])
      let shown = await session.settledScreen("card \(card) at the top", timeout: 20) {
        $0.contains("\(card) · ")
      }
      #expect(shown.contains("\(card) · "), "\(shown)")
      try await checkTour(session, width: 120, "feed at card \(card)", framesOnTheWay: false)
    }
  }
}
