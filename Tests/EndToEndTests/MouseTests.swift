import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// The mouse: SGR reports on only while duoterm runs; a click on the
  /// pose bar presses its key; a click on the fold says what it is; `--no-mouse`
  /// leaves the mouse alone.
  @Suite("The mouse")
  struct MouseTests {
    /// Sends a left click at the cell (`x`, `y`), counted from 0, as SGR reports.
    static func click(_ session: TmuxSession, _ x: Int, _ y: Int) {
      _ = session.tmux(["send-keys", "-t", "duo", "-l", "\u{1B}[<0;\(x + 1);\(y + 1)M"])
      _ = session.tmux(["send-keys", "-t", "duo", "-l", "\u{1B}[<0;\(x + 1);\(y + 1)m"])
    }

    /// The cell where `text` starts on the screen.
    static func find(_ text: String, in screen: String) -> (x: Int, y: Int)? {
      for (y, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      {
        if let range = line.range(of: text) {
          return (Screen.displayWidth(String(line[..<range.lowerBound])), y)
        }
      }
      return nil
    }

    @Test func thePoseBarFoldsThePhoneAndTheMouseIsOffAfterQuitting() async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(["--fresh"], environment: folder.environment)
      defer { session.close() }
      let screen = try await session.waitUntil("the pose bar", timeout: 30, settled: true) {
        $0.contains("F3 Book")
      }
      #expect(session.display("#{mouse_sgr_flag}") == "1", "SGR mouse reports on while running")
      let open = try #require(Self.find("F2 Open", in: screen))
      Self.click(session, open.x + 1, open.y)
      let opened = await session.settledScreen("open", timeout: 20) { Screen.pose($0) == "open" }
      let book = try #require(Self.find("F3 Book", in: opened))
      Self.click(session, book.x + 1, book.y)
      let folded = await session.settledScreen("book", timeout: 20) { Screen.pose($0) == "book" }
      let fold = try #require(Self.find("░", in: folded), "the active fold is drawn")
      Self.click(session, fold.x, fold.y)
      let told = try await session.waitUntil("what the fold is") {
        Screen.statusLine($0)?.contains("the fold") == true
      }
      #expect(Screen.statusLine(told)?.contains("active") == true, "\(told)")
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
      #expect(session.display("#{mouse_sgr_flag}") == "0", "SGR reports off after quitting")
      #expect(session.display("#{mouse_standard_flag}") == "0", "mouse reports off")
    }

    @Test func noMouseLeavesTheMouseAloneAndDrawsNoPoseBar() async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(["--fresh", "--no-mouse"], environment: folder.environment)
      defer { session.close() }
      let screen = try await session.waitForStart()
      #expect(!screen.contains("F3 Book"))
      #expect(session.display("#{mouse_sgr_flag}") == "0")
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
    }

    @Test func aClickSelectsAMessageAndReplyStartsTheReply() async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(
        ["--fresh", "--pattern", "list-detail", "--pose", "open"], environment: folder.environment)
      defer { session.close() }
      let screen = try await session.waitUntil("the inbox", timeout: 30, settled: true) {
        $0.contains("Sam Okafor") && Screen.statusLine($0) != nil
      }
      let row = try #require(Self.find("Sam Okafor", in: screen))
      Self.click(session, row.x + 1, row.y)
      let selected = try await session.waitUntil("Sam's message", settled: true) {
        $0.contains("Reply to Sam Okafor")
      }
      let reply = try #require(Self.find("↩", in: selected), "the toolbar's Reply")
      Self.click(session, reply.x, reply.y)
      session.sendKeys("-l", "hi there")
      _ = try await session.waitUntil("the reply typed") { $0.contains("hi there") }
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
    }

    /// The cell at (`x`, `y`) of `screen`, counted in terminal columns.
    static func cell(_ x: Int, _ y: Int, of screen: String) -> Character? {
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      guard lines.indices.contains(y) else { return nil }
      let cells = FaultText.cells(lines[y])
      return cells.indices.contains(x) ? cells[x] : nil
    }

    /// The bottom slot of `column` (1 to 7) on the board in the half whose box is
    /// titled `seat`: above the column's number, the nearest empty slot.
    static func bottomSlot(_ column: Int, of seat: String, in screen: String) throws -> (
      x: Int, y: Int
    ) {
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let title = try #require(Self.find("\(seat) ·", in: screen), "\(seat)'s half")
      let numbers = try #require(
        lines.indices.first {
          $0 > title.y && lines[$0].contains(/1\s*2\s*3\s*4\s*5\s*6\s*7/)
        }, "\(seat)'s column numbers")
      let digits = FaultText.cells(lines[numbers])
      let x = try #require(digits.firstIndex(of: Character(String(column))))
      let y = try #require(
        (title.y..<numbers).last { Self.cell(x, $0, of: screen) == "·" }, "an empty slot")
      return (x, y)
    }

    @Test func aColumnDropsADiscForTheSeatWhoseHalfItIsOnlyOnItsTurn() async throws {
      let folder = try StateFolder()
      let session = try TmuxSession(
        ["--fresh", "--pattern", "shared-split", "--pose", "closed"],
        environment: folder.environment)
      defer { session.close() }
      _ = try await session.waitUntil("the menu", timeout: 30, settled: true) {
        $0.contains("Player 2 ·") && Screen.statusLine($0) != nil
      }
      session.sendKeys("Enter")
      let board = try await session.waitUntil("the board", settled: true) {
        $0.contains("your turn")
      }
      let first = try Self.bottomSlot(3, of: "Player 1", in: board)
      Self.click(session, first.x, first.y)
      let dropped = try await session.waitUntil("Player 1's disc", settled: true) {
        Self.cell(first.x, first.y, of: $0) == "●"
      }
      let again = try Self.bottomSlot(5, of: "Player 1", in: dropped)
      Self.click(session, again.x, again.y)
      let second = try Self.bottomSlot(5, of: "Player 2", in: dropped)
      Self.click(session, second.x, second.y)
      let answered = try await session.waitUntil("Player 2's disc", settled: true) {
        Self.cell(second.x, second.y, of: $0) == "◆"
      }
      #expect(
        Self.cell(again.x, again.y, of: answered) == "◆",
        "column 5 holds Player 2's disc alone: the waiting seat's click dropped nothing")
      #expect(Self.cell(first.x, first.y, of: answered) == "●")
      session.sendKeys("F10")
      #expect(try await session.waitForExit(timeout: 30) == 0)
    }
  }
}
