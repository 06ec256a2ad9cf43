import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Two players, two terminals: `duoterm share` hosts the two-player screen in
  /// one tmux server's pane (200×50) and `duoterm join` plays the second seat in
  /// another's (80×24), each drawing at its own size and each keyboard held to
  /// its own seat.
  @Suite("Sharing the two-player screen: a host and a guest")
  struct ShareTests {
    /// A private folder (0700) holding the socket, and the socket's path in it.
    final class SocketFolder {
      let folder: StateFolder
      var path: String { folder.path + "/game sock" }
      init() throws {
        folder = try StateFolder()
        chmod(folder.path, 0o700)
      }
    }

    static func host(_ socket: String, environment: [String: String?] = [:]) async throws
      -> TmuxSession
    {
      let host = try TmuxSession(
        ["share", "--socket", socket], width: 200, height: 50, environment: environment)
      try await host.waitUntil("the join command", timeout: 30) {
        $0.contains("duoterm join '\(socket)'")
      }
      return host
    }

    static func guest(_ socket: String) async throws -> TmuxSession {
      let guest = try TmuxSession(["join", socket], width: 80, height: 24)
      try await guest.waitUntil("the guest's phone", timeout: 30) {
        $0.contains("shared-split") && Screen.statusLine($0) != nil
      }
      return guest
    }

    static func discs(_ screen: String) -> Int {
      Screen.discs(Screen.boardRows(screen))
    }

    /// Waits until both screens show `count` discs (each disc is on both halves).
    static func waitForDiscs(_ count: Int, _ players: TmuxSession...) async throws {
      for player in players {
        try await player.waitUntil("\(count) discs", timeout: 30) { discs($0) == 2 * count }
      }
    }

    @Test("each terminal draws at its own size; each keyboard plays its own seat to a win")
    func playToAWin() async throws {
      let socket = try SocketFolder()
      let host = try await Self.host(socket.path)
      let guest = try await Self.guest(socket.path)
      try await host.waitUntil("player two joined") { $0.contains("player two joined") }
      // Each draws its own frame: the host's status line is the long one of a
      // 200-column terminal, the guest's fits 80 columns.
      let hostStatus = Screen.statusLine(host.capture()) ?? ""
      let guestStatus = Screen.statusLine(guest.capture()) ?? ""
      #expect(hostStatus.contains("8×16 pt a cell"), "\(hostStatus)")
      #expect(!guestStatus.contains("pt a cell") && guestStatus.count <= 80, "\(guestStatus)")
      // Face to face on the flat phone, each sees it from their own side of the
      // table: the host's view turns, so the first seat's half reads right way up
      // there; the guest's half already does on the guest's.
      host.sendKeys("f")
      try await host.waitUntil("the host's view turned") {
        $0.contains("Player 1 · W A S D") && $0.contains("2 reyalP")
      }
      try await guest.waitUntil("the guest's view as it is") {
        $0.contains("sreyalp owT") && $0.contains("Two players")
      }
      host.sendKeys("f")
      try await host.waitUntil("same way again") { $0.contains("Player 2 · arrows") }
      host.sendKeys("Space")
      try await guest.waitUntil("the board") {
        Screen.boardRows($0).count == 12
      }
      // The host's arrows and W A S D both play the first seat; the guest's both
      // play the second.
      host.sendKeys("d", "Space")
      try await Self.waitForDiscs(1, host, guest)
      guest.sendKeys("a", "Left", "a", "Space")
      try await Self.waitForDiscs(2, host, guest)
      host.sendKeys("Right", "Enter")
      try await Self.waitForDiscs(3, host, guest)
      guest.sendKeys("Enter")
      try await Self.waitForDiscs(4, host, guest)
      host.sendKeys("d", "Down")
      try await Self.waitForDiscs(5, host, guest)
      guest.sendKeys("s")
      try await Self.waitForDiscs(6, host, guest)
      host.sendKeys("Left", "a", "Left", "Space")
      for player in [host, guest] {
        let won = try await player.waitUntil("the win") { $0.contains("You win!") }
        #expect(won.contains("● ● ● ●"), "\(won)")
      }
    }

    @Test(
      "the guest's device, pattern, quit, screenshot and record keys change nothing on the host")
    func guestIsHeldToItsSeat() async throws {
      let socket = try SocketFolder()
      let host = try await Self.host(socket.path)
      let guest = try await Self.guest(socket.path)
      host.sendKeys("Space")
      try await Self.waitForDiscs(0, host, guest)
      try await host.waitUntil("the board") { Screen.boardRows($0).count == 12 }
      let folder = host.display("#{pane_current_path}")
      let filesBefore = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
      let hostBefore = host.capture()
      // The guest's last key, a move of its own cursor, comes after the others on
      // the one socket: once the host shows it, the others have been heard.
      guest.sendKeys(
        "F2", "F3", "F5", "1", "4", "F9", "F8", "F1", "C-p", "C-y", "f", "v", "C-o", "Left")
      let after = try await host.waitUntil("the guest's move", settled: true) { $0 != hostBefore }
      let status = Screen.statusLine(after) ?? ""
      #expect(status.contains(" closed │") && status.contains("shared-split"), "\(status)")
      #expect(Screen.boardRows(after).count == 12, "\(after)")
      #expect(after.contains("seating") == false, "the menu came back:\n\(after)")
      #expect(!after.contains("Help"), "\(after)")
      let filesAfter = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
      #expect(filesAfter == filesBefore)
      #expect(host.exitStatus == nil)
      // F10 leaves the guest alone: the host's game goes on.
      guest.sendKeys("F10")
      #expect(try await guest.waitForExit() == 0)
      #expect(guest.ttyAfterExit == "same")
      try await host.waitUntil("player two left") { $0.contains("player two left") }
      #expect(host.exitStatus == nil)
    }

    @Test("the guest leaves and joins again mid-game, is killed, and the host plays on")
    func leaveRejoinAndKill() async throws {
      let socket = try SocketFolder()
      let host = try await Self.host(socket.path)
      var guest = try await Self.guest(socket.path)
      host.sendKeys("Space")
      try await guest.waitUntil("the board") {
        Screen.boardRows($0).count == 12
      }
      host.sendKeys("Space")
      guest.sendKeys("Enter")
      try await Self.waitForDiscs(2, host, guest)
      let board = Screen.boardRows(guest.capture())
      guest.sendKeys("C-c")
      #expect(try await guest.waitForExit() == 0)
      try await host.waitUntil("the join command again") { $0.contains("player two left") }
      // A second guest while one plays is told the seat is taken.
      guest = try await Self.guest(socket.path)
      #expect(Screen.boardRows(guest.capture()) == board)
      let third = try TmuxSession(["join", socket.path], width: 80, height: 24)
      #expect(try await third.waitForExit(timeout: 30) == 1)
      #expect(third.capture().contains("the second seat is taken"), "\(third.capture())")
      // The rejoined guest plays on: its turn is next.
      host.sendKeys("Space")
      try await Self.waitForDiscs(3, host, guest)
      guest.sendKeys("Enter")
      try await Self.waitForDiscs(4, host, guest)
      let pid = try #require(guest.pid)
      kill(pid, SIGKILL)
      try await host.waitUntil("player two left") { $0.contains("player two left") }
      host.sendKeys("F2")
      try await host.waitUntil("the host opens the phone") {
        (Screen.statusLine($0) ?? "").contains(" open │")
      }
      #expect(host.exitStatus == nil)
    }

    @Test(
      "10 MB of random bytes from a fake guest: dropped with a message; the host keeps answering")
    func floodIsDropped() async throws {
      let socket = try SocketFolder()
      let host = try await Self.host(socket.path)
      let fd = try Self.connect(socket.path)
      defer { close(fd) }
      var random = SystemRandomNumberGenerator()
      var bytes = [UInt8](repeating: 0, count: 10 << 20)
      for index in bytes.indices { bytes[index] = random.next() }
      var sent = 0
      // The host drops the connection at the first frame: writes then fail.
      while sent < bytes.count {
        let count = bytes.withUnsafeBytes {
          send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL))
        }
        if count <= 0 { break }
        sent += count
      }
      try await host.waitUntil("the drop") { $0.contains("player two was dropped:") }
      host.sendKeys("F2")
      try await host.waitUntil("the host opens the phone") {
        (Screen.statusLine($0) ?? "").contains(" open │")
      }
      #expect(sent < bytes.count, "the host read all 10 MB instead of dropping the guest")
      #expect(host.exitStatus == nil)
    }

    enum Existing: String, CaseIterable {
      case file, folder, symlink, tmuxServer
    }

    @Test("--socket on a path that exists: exit 2, left as it was", arguments: Existing.allCases)
    func existingPathIsRefused(_ existing: Existing) async throws {
      let socket = try SocketFolder()
      let path = socket.path
      var server: String? = nil
      switch existing {
      case .file: try "keep me\n".write(toFile: path, atomically: false, encoding: .utf8)
      case .folder:
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      case .symlink:
        try FileManager.default.createSymbolicLink(
          atPath: path, withDestinationPath: "/etc/hostname")
      case .tmuxServer:
        let started = Subprocess.run(
          "tmux", ["-S", path, "-f", "/dev/null", "new-session", "-d", "sleep 300"],
          environment: ["TMUX": nil])
        #expect(started.status == 0, "\(started)")
        server = path
      }
      defer { if let server { _ = Subprocess.run("tmux", ["-S", server, "kill-server"]) } }
      let host = try TmuxSession(["share", "--socket", path], width: 100, height: 30)
      #expect(try await host.waitForExit(timeout: 30) == 2)
      #expect(
        host.capture().contains("is already there")
          || host.capture().contains("something is listening"), "\(host.capture())")
      var status = stat()
      #expect(lstat(path, &status) == 0)
      switch existing {
      case .file: #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me\n")
      case .folder: #expect(status.st_mode & S_IFMT == S_IFDIR)
      case .symlink:
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "/etc/hostname")
      case .tmuxServer:
        #expect(Subprocess.run("tmux", ["-S", path, "has-session"]).status == 0)
      }
    }

    @Test("the default socket: mode 0600 in a folder of mode 0700; a folder not private is refused")
    func defaultSocketModes() async throws {
      let runtime = try SocketFolder()
      let host = try TmuxSession(
        ["share"], width: 200, height: 50, environment: ["XDG_RUNTIME_DIR": runtime.folder.path])
      let path = runtime.folder.path + "/duoterm/share.sock"
      try await host.waitUntil("the join command", timeout: 30) {
        $0.contains("duoterm join '\(path)'")
      }
      var status = stat()
      #expect(lstat(runtime.folder.path + "/duoterm", &status) == 0)
      #expect(status.st_mode & 0o777 == 0o700)
      #expect(lstat(path, &status) == 0)
      #expect(status.st_mode & S_IFMT == S_IFSOCK && status.st_mode & 0o777 == 0o600)
      host.sendKeys("F10")
      #expect(try await host.waitForExit(timeout: 30) == 0)
      #expect(lstat(path, &status) != 0, "the socket is removed when the host quits")
      // A folder someone else could reach is not used.
      chmod(runtime.folder.path + "/duoterm", 0o755)
      let refused = try TmuxSession(
        ["share"], width: 100, height: 30, environment: ["XDG_RUNTIME_DIR": runtime.folder.path])
      #expect(try await refused.waitForExit(timeout: 30) == 2)
      #expect(
        refused.capture().contains("is not a private folder of yours"), "\(refused.capture())")
    }

    static func connect(_ path: String) throws -> Int32 {
      let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { raw in
        for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
      }
      let status = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      guard status == 0 else { throw SubprocessError("cannot connect to \(path)") }
      return fd
    }
  }
}
