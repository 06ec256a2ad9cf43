import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// Pong with key releases on both terminals of a shared game: each terminal
  /// says it speaks the kitty keyboard protocol (its answer to `CSI ? u`, sent into
  /// the pane as the terminal would), then a key pressed sets that seat's paddle
  /// moving and the same key let go (`CSI … :3 u`) stops it where it is, on the
  /// host's keyboard (D, player one) and on the guest's (←, player two). Without
  /// releases a paddle runs on to the wall.
  @Suite("Sharing: pong stops a paddle when its key is let go, host and guest")
  struct ShareKeyReleaseTests {
    /// The terminal's answer to `CSI ? u`: it speaks the protocol.
    static let speaksKittyKeys = "\u{1B}[?0u"

    /// Sends `bytes` into the session's pane as its terminal would.
    static func type(_ bytes: String, into session: TmuxSession) {
      let hex = bytes.utf8.map { String($0, radix: 16) }
      session.tmux(["send-keys", "-t", "duo", "-H"] + hex)
    }

    /// The column of a paddle (`█████`): the first one drawn (player one's) or the last.
    static func paddle(_ screen: String, last: Bool) -> Int? {
      let rows = screen.split(separator: "\n").filter { $0.contains("█████") }
      guard let row = last ? rows.last : rows.first, let start = row.firstIndex(of: "█") else {
        return nil
      }
      return row.distance(from: row.startIndex, to: start)
    }

    /// Presses `press`, waits for the paddle to move, lets go (`release`), and
    /// checks the paddle stays where it stopped.
    func pressAndLetGo(
      _ press: String, _ release: String, on session: TmuxSession, last: Bool
    ) async throws {
      let start = try #require(Self.paddle(session.capture(), last: last))
      Self.type(press, into: session)
      try await session.waitUntil("the paddle to move", timeout: 5) {
        Self.paddle($0, last: last).map { $0 != start } ?? false
      }
      Self.type(release, into: session)
      // Not a settled screen: a paddle that runs on to the wall settles there.
      try await Task.sleep(nanoseconds: 200_000_000)
      let stopped = Self.paddle(session.capture(), last: last)
      try await Task.sleep(nanoseconds: 1_000_000_000)
      let later = Self.paddle(session.capture(), last: last)
      #expect(
        stopped != nil && later == stopped,
        "moved on after the release: \(stopped ?? -1) → \(later ?? -1)")
    }

    @Test func theHostsAndTheGuestsReleasesStopTheirPaddles() async throws {
      let socket = try ShareTests.SocketFolder()
      let host = try await ShareTests.host(socket.path)
      let guest = try await ShareTests.guest(socket.path)
      try await host.waitUntil("player two joined") { $0.contains("player two joined") }
      Self.type(Self.speaksKittyKeys, into: host)
      Self.type(Self.speaksKittyKeys, into: guest)
      host.sendKeys("s")
      try await host.waitUntil("Pong chosen") { $0.contains("▶ Pong") }
      host.sendKeys("Space")
      try await host.waitUntil("pong") {
        $0.contains("A D ") && Self.paddle($0, last: false) != nil
      }
      try await guest.waitUntil("pong") { Self.paddle($0, last: true) != nil }
      // D pressed and let go: U+0064 with event type 1, then 3.
      try await pressAndLetGo("\u{1B}[100;1:1u", "\u{1B}[100;1:3u", on: host, last: false)
      // ← pressed and let go: CSI 1;1:1D, then CSI 1;1:3D.
      try await pressAndLetGo("\u{1B}[1;1:1D", "\u{1B}[1;1:3D", on: guest, last: true)
    }
  }
}
