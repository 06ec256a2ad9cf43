import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// Clicks in the patterns, sent as SGR reports by `send-keys`: a pong
  /// paddle follows a click in its half, Next turns the page, a feed card selects
  /// itself, and a catalog pattern's toolbar item does what its key does.
  @Suite("Clicks in the patterns")
  struct PatternMouseTests {
    /// The lines of `screen`, each as its cells (a wide character's second cell nil).
    static func cells(_ screen: String) -> [[Character?]] {
      screen.split(separator: "\n", omittingEmptySubsequences: false).map { FaultText.cells($0) }
    }

    /// The columns the paddle on `line` covers.
    static func paddle(_ line: [Character?]) -> ClosedRange<Int>? {
      guard let first = line.firstIndex(of: "█"), let last = line.lastIndex(of: "█") else {
        return nil
      }
      return first...last
    }

    static func quit(_ session: TmuxSession) async throws {
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
    }

    @Test func aPongPaddleFollowsAClickInItsHalf() async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(
        ["--fresh", "--pattern", "shared-split", "--pose", "closed"],
        environment: folder.environment)
      defer { session.close() }
      _ = try await session.waitUntil("the menu", timeout: 30, settled: true) {
        $0.contains("Player 2 ·") && Screen.statusLine($0) != nil
      }
      session.sendKeys("s")
      session.sendKeys("Space")
      let court = try await session.waitUntil("the court", settled: true) {
        Self.cells($0).filter { Self.paddle($0) != nil }.count == 2
      }
      let lines = Self.cells(court)
      let top = try #require(lines.firstIndex { Self.paddle($0) != nil })
      let bottom = try #require(lines.lastIndex { Self.paddle($0) != nil })
      let start = try #require(Self.paddle(lines[bottom]))
      // The court runs between the half's box edges, left and right of the paddle.
      let right = try #require(
        lines[bottom].indices.first { $0 > start.upperBound && lines[bottom][$0] == "│" })
      // A click near the right wall of the bottom half, a few rows above its paddle:
      // the paddle sets off that way and stops under the click.
      MouseTests.click(session, right - 2, bottom - 3)
      let moved = try await session.waitUntil("the bottom paddle at the right", settled: true) {
        let lines = Self.cells($0)
        guard lines.indices.contains(bottom), let paddle = Self.paddle(lines[bottom]) else {
          return false
        }
        return paddle.lowerBound >= start.lowerBound + 8
      }
      let after = Self.cells(moved)
      #expect(Self.paddle(after[bottom])!.upperBound < right, "inside the court")
      #expect(Self.paddle(after[top]) == Self.paddle(lines[top]), "the other half's paddle stays")
      try await Self.quit(session)
    }

    @Test func nextTurnsThePage() async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(
        ["--fresh", "--pattern", "two-page", "--pose", "book"], environment: folder.environment)
      defer { session.close() }
      let screen = try await session.waitUntil("the book", timeout: 30, settled: true) {
        $0.contains("1–2 / ") && Screen.statusLine($0) != nil
      }
      let next = try #require(MouseTests.find("▶", in: screen), "the pager's Next")
      MouseTests.click(session, next.x, next.y)
      _ = try await session.waitUntil("the next spread") { $0.contains("3–4 / ") }
      try await Self.quit(session)
    }

    @Test func aCardSelectsItself() async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(
        ["--fresh", "--pattern", "feed", "--pose", "open"], environment: folder.environment)
      defer { session.close() }
      let screen = try await session.waitUntil("the feed", timeout: 30, settled: true) {
        $0.contains("┌ 10 ·") && Screen.statusLine($0) != nil
      }
      #expect(!screen.contains("╔ 10 ·"))
      let card = try #require(MouseTests.find("┌ 10 ·", in: screen))
      MouseTests.click(session, card.x + 3, card.y + 1)
      _ = try await session.waitUntil("card 10 selected") { $0.contains("╔ 10 ·") }
      try await Self.quit(session)
    }

    @Test func aCatalogPatternsToolbarItemDoesWhatItsKeyDoes() async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(
        ["--fresh", "--pattern", "dual-view", "--pose", "open"], environment: folder.environment)
      defer { session.close() }
      let screen = try await session.waitUntil("the places", timeout: 30, settled: true) {
        $0.contains("Ambry: places") && Screen.statusLine($0) != nil
      }
      // The toolbar's Star is the last ★ on the glass (the list's header counts them).
      let lines = Self.cells(screen)
      let y = try #require(lines.lastIndex { $0.contains("★") })
      let x = try #require(lines[y].lastIndex(of: "★"))
      MouseTests.click(session, x, y)
      let starred = try await session.waitUntil("the place starred") {
        Screen.statusLine($0)?.contains("starred") == true
      }
      #expect(Screen.statusLine(starred)?.contains("unstarred") == false)
      try await Self.quit(session)
    }
  }
}
