import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Issue 18, a second player on a second machine: `duoterm share` runs the shared
  /// screen in a locked-down tmux session; two terminals of different sizes join
  /// it (as two machines would over SSH), each player types on their own keyboard
  /// with their own seat's keys, and both see the game.
  @Suite("Sharing the two-player screen")
  struct ShareTests {
    /// A terminal that joined the shared session: an outer tmux pane running the
    /// attach command, as the second player's SSH command would.
    final class Player {
      let outer: String
      init(socket: String, width: Int, height: Int) {
        outer = "duoterm-player-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let attach = "env -u TMUX tmux -S \(TmuxSession.quoted(socket)) attach -t duoterm; sleep 60"
        _ = Subprocess.run(
          "tmux",
          [
            "-L", outer, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y",
            "\(height)",
            attach,
          ], environment: ["TMUX": nil, "LC_ALL": "C.UTF-8", "TERM": "xterm-256color"])
      }
      deinit { _ = Subprocess.run("tmux", ["-L", outer, "kill-server"]) }

      func send(_ keys: String...) {
        _ = Subprocess.run("tmux", ["-L", outer, "send-keys"] + keys)
      }

      var screen: String {
        Subprocess.run("tmux", ["-L", outer, "capture-pane", "-p"]).stdout
      }

      func waitUntil(_ what: String, _ condition: (String) -> Bool) async throws -> String {
        for _ in 0..<300 {
          let text = screen
          if condition(text) { return text }
          try await Task.sleep(nanoseconds: 100_000_000)
        }
        throw SubprocessError("timed out waiting for \(what):\n\(screen)")
      }
    }

    @Test func twoKeyboardsPlayFourInARowToAWinAndBothSeeIt() async throws {
      let folder = try StateFolder()
      let socket = folder.path + "/share.sock"
      let started = Subprocess.run(
        try DuotermBinary.path(), ["share", "--no-attach", "--socket", socket],
        environment: ["XDG_STATE_HOME": folder.path, "XDG_CONFIG_HOME": folder.path, "TMUX": nil])
      #expect(started.status == 0, "\(started)")
      #expect(started.stdout.contains("tmux -S \(socket) attach -t duoterm"), "\(started.stdout)")
      defer { _ = Subprocess.run("tmux", ["-S", socket, "kill-server"]) }
      let one = Player(socket: socket, width: 120, height: 40)
      let two = Player(socket: socket, width: 100, height: 34)
      for player in [one, two] {
        _ = try await player.waitUntil("the shared screen") { $0.contains("shared-split") }
      }
      func waitForDiscs(_ count: Int) async throws {
        _ = try await two.waitUntil("\(count) discs") {
          EndToEnd.SharedScreenTests.discs(EndToEnd.SharedScreenTests.boardRows($0)) == 2 * count
        }
      }
      one.send("Space")
      _ = try await two.waitUntil("the board") {
        EndToEnd.SharedScreenTests.boardRows($0).count == 12
      }
      // Player one's keys on one keyboard, player two's on the other.
      one.send("d", "Space")
      try await waitForDiscs(1)
      two.send("Left", "Left", "Left", "Enter")
      try await waitForDiscs(2)
      one.send("d", "Space")
      try await waitForDiscs(3)
      two.send("Enter")
      try await waitForDiscs(4)
      one.send("d", "Space")
      try await waitForDiscs(5)
      two.send("Enter")
      try await waitForDiscs(6)
      one.send("a", "a", "a", "Space")
      for player in [one, two] {
        let won = try await player.waitUntil("the win") {
          $0.contains("You win!") && $0.contains("Player 1 wins.")
        }
        #expect(won.contains("You ● 1 – 0 ○ Player 2"), "\(won)")
      }
      // The player's keys reach only the game: F10 ends it, and the session with it.
      one.send("F10")
      try await Task.sleep(nanoseconds: 1_000_000_000)
      #expect(Subprocess.run("tmux", ["-S", socket, "has-session", "-t", "duoterm"]).status != 0)
    }
  }
}
