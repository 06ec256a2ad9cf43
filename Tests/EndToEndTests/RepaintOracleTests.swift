import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// The terminal oracle: what the terminal shows after a run of keys, drawn only
  /// by the cells DuoTerm's diff sent, is byte for byte what a full repaint
  /// (Ctrl-L) then shows. A cell the diff wrongly takes for unchanged, or an erase
  /// that a terminal description does differently, leaves a stale cell that only
  /// the repaint clears. Run for each TERM a person is likely to have, since
  /// ncurses writes differently for each (8 or 256 colours, `bce`, `ech`, `rep`,
  /// scroll regions, line-drawing sets).
  ///
  /// The sequence is one that left faint "····" after "Four in a row" in player
  /// two's half in a real xterm: start a game, move both seats, pause, toggle the
  /// seating twice (a turned half and back), leave it (Backspace twice) and close
  /// the phone.
  @Suite("Terminal oracle: the diff's frame equals a full repaint, for every TERM")
  struct RepaintOracleTests {
    static let terms = [
      "xterm", "xterm-256color", "screen-256color", "tmux-256color", "linux", "vt100",
    ]
    static let sizes = [(80, 24), (200, 50)]

    /// The screen without its status row (a notice there times out on its own clock).
    static func body(_ screen: String) -> String {
      var rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
      if let status = Screen.statusRow(screen), status < rows.count { rows.remove(at: status) }
      return rows.joined(separator: "\n")
    }

    @Test(
      "game, pause, seating twice, leave, close: no stale cell",
      arguments: terms, sizes.indices)
    func leaveAndClose(term: String, size: Int) async throws {
      let (width, height) = Self.sizes[size]
      let session = try TmuxSession(
        ["--fresh", "--pattern", "shared-split", "--pose", "book"], width: width, height: height,
        environment: ["TERM": term])
      defer { session.close() }
      try await session.waitForStart()
      let steps: [(String, (String) -> Bool)] = [
        ("Space", { $0.contains("turn") }), ("w", { _ in true }), ("Up", { _ in true }),
        ("q", { $0.contains("paused") }), ("f", { _ in true }), ("f", { _ in true }),
        ("BSpace", { _ in true }), ("BSpace", { $0.contains("Four in a row") }),
        // tmux sends F2 as xterm does (ESC O Q), which the linux console's
        // description does not list: the decoder's own grammar reads it.
        ("F2", { Screen.pose($0) == "closed" }),
      ]
      for (key, shown) in steps {
        session.sendKeys(key)
        _ = await session.settledScreen("\(key) in TERM=\(term)", shown)
      }
      let drawn = await session.settledScreen("the closed phone") { Screen.pose($0) == "closed" }
      session.sendKeys("C-l")
      let repainted = await session.settledScreen("the repaint") { Screen.pose($0) == "closed" }
      #expect(Screen.pose(drawn) == "closed", "\(drawn)")
      #expect(
        Self.body(drawn) == Self.body(repainted),
        "TERM=\(term) \(width)x\(height): drawn\n\(drawn)\nrepainted\n\(repainted)")
      session.sendKeys("F10")
      #expect(try await session.waitForExit() == 0)
    }
  }
}
