import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The real `duoterm` in a real terminal: a detached tmux session on a socket of
/// its own, so tests can run side by side. The pane runs duoterm, then prints
/// `EXIT=<status> TTY=<same|changed>` (did the tty modes come back?) and stays
/// open for inspection. The server is killed when the session is released.
///
/// ```swift
/// let session = try TmuxSession(width: 80, height: 24)
/// try await session.waitUntil { $0.contains("Outer display") }
/// session.sendKeys("F2")
/// ```
final class TmuxSession {
  /// The pane's size in cells.
  private(set) var width: Int
  private(set) var height: Int
  /// The tmux socket name (`tmux -L`).
  let socket: String
  private var socketPath: String?
  private var closed = false
  /// A fresh folder that is duoterm's `XDG_STATE_HOME` and `XDG_CONFIG_HOME`, so
  /// no session starts from what another test (or the person) saved. Removed on
  /// close.
  let home: String

  /// Starts duoterm with `arguments` in a `width` × `height` pane, with
  /// TERM=xterm-256color, LC_ALL=C.UTF-8 and state and config in `home`.
  /// `environment` entries are exported in the pane after those (a nil value
  /// unsets one), so they may replace them.
  init(
    _ arguments: [String] = [], width: Int = 200, height: Int = 50,
    environment: [String: String?] = [:]
  ) throws {
    self.width = width
    self.height = height
    socket = "duoterm-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let binary = try DuotermBinary.path()
    home = FileManager.default.temporaryDirectory.appendingPathComponent(socket).path
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    // A UTF-8 locale, as in any terminal a person uses: without one duoterm (and
    // tmux) would draw every non-ASCII glyph as '?'.
    var script = "export TERM=xterm-256color SWIFT_BACKTRACE=enable=no LC_ALL=C.UTF-8\n"
    script += "export XDG_STATE_HOME=\(Self.quoted(home)) XDG_CONFIG_HOME=\(Self.quoted(home))\n"
    for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
      script += value.map { "export \(name)=\(Self.quoted($0))\n" } ?? "unset \(name)\n"
    }
    script += """
      before=$(stty -g 2>/dev/null)
      \(([binary] + arguments).map(Self.quoted).joined(separator: " "))
      status=$?
      if [ "$(stty -g 2>/dev/null)" = "$before" ]; then tty=same; else tty=changed; fi
      printf '\\nEXIT=%s TTY=%s\\n' "$status" "$tty"
      exec sleep 300
      """
    let started = tmux([
      "new-session", "-d", "-s", "duo", "-x", "\(width)", "-y", "\(height)", "--", "/bin/sh", "-c",
      script,
    ])
    guard started.status == 0 else {
      throw SubprocessError("tmux new-session failed: \(started)")
    }
    socketPath = display("#{socket_path}")
  }

  deinit { close() }

  /// Kills the tmux server (and with it duoterm) and removes its socket.
  func close() {
    guard !closed else { return }
    closed = true
    let running = pid
    _ = tmux(["kill-server"])
    if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
    // duoterm saves its session as it exits: remove the folder after that.
    if let running { Self.waitForExit(running, timeout: 2) }
    try? FileManager.default.removeItem(atPath: home)
  }

  /// Waits until process `pid` has ended (gone, or a zombie), at most `timeout` s.
  private static func waitForExit(_ pid: pid_t, timeout: Double) {
    let deadline = monotonicNow() + timeout
    while monotonicNow() < deadline {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let shut = stat.lastIndex(of: ")"),
        let state = stat[stat.index(after: shut)...].split(separator: " ").first
      else { return }
      if state == "Z" || state == "X" { return }
      usleep(10_000)
    }
  }

  /// Runs one tmux command against this session's server.
  @discardableResult
  func tmux(_ arguments: [String]) -> ProcessResult {
    Self.tmux(socket: socket, arguments)
  }

  /// Runs one tmux command against the server on `socket`, from any thread.
  @discardableResult
  static func tmux(socket: String, _ arguments: [String]) -> ProcessResult {
    Subprocess.run(
      "tmux", ["-L", socket, "-f", "/dev/null"] + arguments,
      environment: ["TMUX": nil, "TMUX_PANE": nil, "LC_ALL": "C.UTF-8"], timeout: 10)
  }

  /// Sends tmux key names (`F2`, `C-o`, `Escape`, `?`), each as one key.
  func sendKeys(_ keys: String...) {
    tmux(["send-keys", "-t", "duo"] + keys)
  }

  /// The visible pane, one line per row, trailing blanks trimmed by tmux.
  func capture() -> String {
    tmux(["capture-pane", "-p", "-t", "duo"]).stdout
  }

  /// A tmux format evaluated for the pane (`#{alternate_on}`).
  func display(_ format: String) -> String {
    tmux(["display-message", "-p", "-t", "duo", format]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// True while the pane shows the alternate screen.
  var alternateOn: Bool { display("#{alternate_on}") == "1" }

  /// True while the pane's cursor is visible.
  var cursorVisible: Bool { display("#{cursor_flag}") == "1" }

  /// True while the pane has keypad (application keys) mode on.
  var keypadOn: Bool { display("#{keypad_flag}") == "1" }

  /// Resizes the window (and so the pane); duoterm gets SIGWINCH.
  func resize(_ width: Int, _ height: Int) {
    tmux(["resize-window", "-t", "duo", "-x", "\(width)", "-y", "\(height)"])
    self.width = width
    self.height = height
  }

  /// The process id of duoterm: the pane shell's child that is not `sleep`.
  var pid: pid_t? {
    guard let shell = pid_t(display("#{pane_pid}")) else { return nil }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let candidate = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let open = stat.firstIndex(of: "("), let shut = stat.lastIndex(of: ")")
      else { continue }
      let name = stat[stat.index(after: open)..<shut]
      let fields = stat[stat.index(after: shut)...].split(separator: " ")
      if fields.count > 1, pid_t(fields[1]) == shell, name != "sleep" { return candidate }
    }
    return nil
  }

  /// The status the pane's shell printed after duoterm ended, if it has.
  var exitStatus: Int? { marker("EXIT").flatMap { Int($0) } }

  /// `same` when the tty's modes after duoterm equal those before it.
  var ttyAfterExit: String? { marker("TTY") }

  private func marker(_ name: String) -> String? {
    for line in capture().split(separator: "\n") {
      for word in line.split(separator: " ") where word.hasPrefix("\(name)=") {
        return String(word.dropFirst(name.count + 1))
      }
    }
    return nil
  }

  /// Polls the pane every 50 ms until `condition` holds for its text; returns
  /// that text. Throws, with the last screen, after `timeout` seconds.
  ///
  /// With `settled`, the text must also be the same in two captures in a row: a
  /// frame tmux is still receiving (a help box half erased) is not taken for the
  /// finished one.
  @discardableResult
  func waitUntil(
    _ what: String = "the screen to match", timeout: Double = 10, settled: Bool = false,
    _ condition: (String) -> Bool
  ) async throws -> String {
    var screen = ""
    var previous: String? = nil
    try await waitFor(what, timeout: timeout) {
      screen = capture()
      defer { previous = screen }
      return condition(screen) && (!settled || screen == previous)
    }
    return screen
  }

  /// Waits for DuoTerm to be up: a settled screen with its status line (a cold
  /// start under load can take many seconds). Returns that screen.
  @discardableResult
  func waitForStart(_ what: String = "the status line") async throws -> String {
    try await waitUntil(what, timeout: 30, settled: true) { Screen.statusLine($0) != nil }
  }

  /// Polls `condition` every 50 ms; throws, with the last screen, after `timeout`.
  func waitFor(_ what: String, timeout: Double = 10, _ condition: () -> Bool) async throws {
    let deadline = monotonicNow() + timeout
    while !condition() {
      guard monotonicNow() < deadline else {
        throw SubprocessError(
          "timed out after \(timeout) s waiting for \(what); the pane (\(width)×\(height)) shows:\n"
            + capture())
      }
      try await Task.sleep(nanoseconds: 50_000_000)
    }
  }

  /// Waits for the exit marker and returns the status.
  func waitForExit(timeout: Double = 10) async throws -> Int {
    try await waitFor("duoterm to exit", timeout: timeout) { exitStatus != nil }
    return exitStatus ?? -1
  }

  /// `text` in single quotes for the shell.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
