import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A real terminal for a test: a detached tmux session (`duo`) on a server of its
/// own (`tmux -L`), so tests can run side by side, with a fresh folder (`home`)
/// for the program's state. The one tmux driver of the tests: it starts the
/// command, types keys, resizes, reads the screen and the terminal's modes, and
/// waits on a condition with a deadline. The server is killed when the session
/// is closed or released.
///
/// ```swift
/// let session = try TmuxSession(width: 80, height: 24) { _ in ["/bin/sh"] }
/// session.sendKeys("F2")
/// try await session.waitUntil("the prompt") { $0.contains("$") }
/// ```
public final class TmuxSession {
  /// The pane's size in cells.
  public private(set) var width: Int
  public private(set) var height: Int
  /// The tmux socket name (`tmux -L`).
  public let socket: String
  private var socketPath: String?
  private var closed = false
  /// A fresh folder for the program's state and config (removed on close), so no
  /// session starts from what another test (or the person) saved.
  public let home: String
  /// How long `waitUntil` waits when not told, in seconds.
  public let patience: Double

  /// Starts the command `command(home)` returns in a `width` × `height` pane.
  public init(
    width: Int, height: Int, patience: Double = 10, command: (_ home: String) throws -> [String]
  ) throws {
    self.width = width
    self.height = height
    self.patience = patience
    socket = "duoterm-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    home = FileManager.default.temporaryDirectory.appendingPathComponent(socket).path
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let started = tmux(
      ["new-session", "-d", "-s", "duo", "-x", "\(width)", "-y", "\(height)", "--"]
        + (try command(home)))
    guard started.status == 0 else {
      try? FileManager.default.removeItem(atPath: home)
      throw SubprocessError("tmux new-session failed: \(started)")
    }
    socketPath = display("#{socket_path}")
  }

  deinit { close() }

  /// Kills the tmux server and what runs in it, and removes its socket and `home`.
  /// The pane's programs get SIGHUP (duoterm saves its session as it exits: the
  /// folder goes after that); one still running 2 s later is killed.
  public func close() {
    guard !closed else { return }
    closed = true
    let children = childPids()
    _ = tmux(["kill-server"])
    if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
    for pid in children where !ProcStat.waitForEnd(of: pid, timeout: 2) { kill(pid, SIGKILL) }
    try? FileManager.default.removeItem(atPath: home)
  }

  /// Runs one tmux command against this session's server.
  @discardableResult
  public func tmux(_ arguments: [String]) -> ProcessResult {
    Self.tmux(socket: socket, arguments)
  }

  /// Runs one tmux command against the server on `socket`, from any thread.
  @discardableResult
  public static func tmux(socket: String, _ arguments: [String]) -> ProcessResult {
    Subprocess.run(
      "tmux", ["-L", socket, "-f", "/dev/null"] + arguments,
      environment: ["TMUX": nil, "TMUX_PANE": nil, "LC_ALL": "C.UTF-8"], timeout: 10)
  }

  /// Sends tmux key names (`F2`, `C-o`, `Escape`, `?`), each as one key.
  public func sendKeys(_ keys: String...) {
    tmux(["send-keys", "-t", "duo"] + keys)
  }

  /// Types `line` as text, then Enter.
  public func type(_ line: String) {
    tmux(["send-keys", "-t", "duo", "-l", line])
    tmux(["send-keys", "-t", "duo", "Enter"])
  }

  /// The visible pane, one line per row, trailing blanks trimmed by tmux.
  public func capture() -> String {
    tmux(["capture-pane", "-p", "-t", "duo"]).stdout
  }

  /// The visible pane with its attributes as SGR sequences (`capture-pane -e`).
  public func captureWithAttributes() -> String {
    tmux(["capture-pane", "-p", "-e", "-t", "duo"]).stdout
  }

  /// A tmux format evaluated for the pane (`#{alternate_on}`).
  public func display(_ format: String) -> String {
    tmux(["display-message", "-p", "-t", "duo", format]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// True while the pane shows the alternate screen.
  public var alternateOn: Bool { display("#{alternate_on}") == "1" }

  /// True while the pane's cursor is visible.
  public var cursorVisible: Bool { display("#{cursor_flag}") == "1" }

  /// True while the pane has keypad (application keys) mode on.
  public var keypadOn: Bool { display("#{keypad_flag}") == "1" }

  /// The terminal the pane's program runs on (`/dev/pts/N`).
  public var tty: String { display("#{pane_tty}") }

  /// Resizes the window (and so the pane); the program gets SIGWINCH.
  public func resize(_ width: Int, _ height: Int) {
    tmux(["resize-window", "-t", "duo", "-x", "\(width)", "-y", "\(height)"])
    self.width = width
    self.height = height
  }

  /// The process ids of the pane's shell's children: the program it runs.
  public func childPids() -> [pid_t] {
    guard let shell = pid_t(display("#{pane_pid}")) else { return [] }
    return ProcStat.children(of: shell).map(\.pid)
  }

  /// The program the pane's shell runs: its child that is not `sleep`.
  public var pid: pid_t? {
    guard let shell = pid_t(display("#{pane_pid}")) else { return nil }
    return ProcStat.children(of: shell).first { $0.name != "sleep" }?.pid
  }

  /// What is still wrong with the terminal after the program has gone, one line
  /// each; empty when it is all back: the normal screen, a visible cursor, keypad
  /// and cursor-key modes off, and the text written after it (the line holding
  /// `marker`) drawn with no attributes left on.
  public func terminalProblems(marker: String = "EXIT=") -> [String] {
    var problems: [String] = []
    if display("#{alternate_on}") != "0" { problems.append("the alternate screen is still on") }
    if display("#{cursor_flag}") != "1" { problems.append("the cursor is hidden") }
    if display("#{keypad_flag}") != "0" { problems.append("keypad mode is still on") }
    if display("#{keypad_cursor_flag}") != "0" {
      problems.append("application cursor keys are still on")
    }
    let lines = captureWithAttributes().split(separator: "\n")
    if let line = lines.first(where: { $0.contains(marker) }) {
      if line.contains("\u{1B}[") {
        problems.append("attributes are still set on the line after exit: \(line.debugDescription)")
      }
    } else {
      problems.append("no line with \(marker) on the pane")
    }
    return problems
  }

  /// Polls the pane until `condition` holds for its text; returns that text.
  /// Throws, with the last screen, after `timeout` seconds (`patience` when nil).
  ///
  /// With `settled`, the text must also be the same in two captures in a row: a
  /// frame tmux is still receiving (a help box half erased) is not taken for the
  /// finished one.
  @discardableResult
  public func waitUntil(
    _ what: String = "the screen to match", timeout: Double? = nil, settled: Bool = false,
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

  /// Waits until `condition` holds on a settled screen (the same in two captures
  /// in a row); returns that screen, or, after `timeout`, the last capture, so the
  /// caller's expectations name what is wrong rather than a timeout.
  public func settledScreen(
    _ what: String, timeout: Double = 6, _ condition: (String) -> Bool
  ) async -> String {
    let screen = try? await waitUntil(what, timeout: timeout, settled: true, condition)
    return screen ?? capture()
  }

  /// Checks `condition` every 50 ms (a capture costs a tmux client's start: no
  /// faster); throws, with the last screen, after `timeout` (`patience` when nil).
  public func waitFor(_ what: String, timeout: Double? = nil, _ condition: () -> Bool)
    async throws
  {
    let timeout = timeout ?? patience
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

  /// Waits until the program in the pane has read everything sent to it (the
  /// terminal's input queue is empty), at most `timeout` seconds, then a moment
  /// more for it to act on it. Returns false on the timeout.
  @discardableResult
  public func waitUntilInputRead(timeout: Double = 15) async -> Bool {
    let fd = open(tty, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { Glibc.close(fd) }
    let deadline = monotonicNow() + timeout
    while monotonicNow() < deadline {
      var queued: Int32 = 0
      if ioctl(fd, UInt(FIONREAD), &queued) == 0, queued == 0 {
        try? await Task.sleep(nanoseconds: 50_000_000)
        return true
      }
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return false
  }

  /// Sends `keys` (tmux key names, in one `send-keys`), then captures the pane
  /// every `interval` seconds (as fast as tmux answers, at most) for `duration`
  /// seconds, to see the frames of an animation.
  ///
  /// The loop runs on a thread of its own: on the few threads Swift concurrency
  /// shares between the tests, a capture would wait behind other tests' blocking
  /// calls and miss frames. One window runs at a time, so windows do not slow
  /// each other down.
  public func captures(after keys: [String], for duration: Double, every interval: Double = 0.015)
    async -> [String]
  {
    await CaptureWindows.shared.acquire()
    let socket = self.socket
    let frames = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      let thread = Thread {
        if !keys.isEmpty { TmuxSession.tmux(socket: socket, ["send-keys", "-t", "duo"] + keys) }
        var frames: [String] = []
        let deadline = monotonicNow() + duration
        while monotonicNow() < deadline {
          let started = monotonicNow()
          frames.append(
            TmuxSession.tmux(socket: socket, ["capture-pane", "-p", "-t", "duo"]).stdout)
          let rest = interval - (monotonicNow() - started)
          if rest > 0 { usleep(UInt32(rest * 1_000_000)) }
        }
        done.resume(returning: frames)
      }
      thread.start()
    }
    await CaptureWindows.shared.release()
    return frames
  }

  /// `text` in single quotes for the shell.
  public static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// Lets one capture window run at a time.
actor CaptureWindows {
  static let shared = CaptureWindows()
  private var busy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func acquire() async {
    guard busy else {
      busy = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func release() {
    if waiting.isEmpty {
      busy = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
