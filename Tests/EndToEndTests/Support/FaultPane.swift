import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A tmux pane the fault tests can ask about its terminal: the modes duoterm must
/// give back (alternate screen, cursor, keypad, attributes) and the text on it.
protocol TmuxPane: AnyObject {
  /// Runs one tmux command against the pane's server.
  @discardableResult func tmux(_ arguments: [String]) -> ProcessResult
}

extension TmuxPane {
  /// A tmux format evaluated for the pane (`#{alternate_on}`).
  func paneFormat(_ format: String) -> String {
    tmux(["display-message", "-p", "-t", "duo", format]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The visible pane as text, one line a row.
  func paneText() -> String {
    tmux(["capture-pane", "-p", "-t", "duo"]).stdout
  }

  /// The visible pane with its attributes as SGR sequences (`capture-pane -e`).
  func paneTextWithAttributes() -> String {
    tmux(["capture-pane", "-p", "-e", "-t", "duo"]).stdout
  }

  /// What is still wrong with the terminal after duoterm has gone, one line each;
  /// empty when it is all back: the normal screen, a visible cursor, keypad and
  /// cursor-key modes off, and the text written after it (the line holding
  /// `marker`) drawn with no attributes left on.
  func terminalProblems(marker: String = "EXIT=") -> [String] {
    var problems: [String] = []
    if paneFormat("#{alternate_on}") != "0" { problems.append("the alternate screen is still on") }
    if paneFormat("#{cursor_flag}") != "1" { problems.append("the cursor is hidden") }
    if paneFormat("#{keypad_flag}") != "0" { problems.append("keypad mode is still on") }
    if paneFormat("#{keypad_cursor_flag}") != "0" {
      problems.append("application cursor keys are still on")
    }
    let lines = paneTextWithAttributes().split(separator: "\n")
    if let line = lines.first(where: { $0.contains(marker) }) {
      if line.contains("\u{1B}[") {
        problems.append("attributes are still set on the line after exit: \(line.debugDescription)")
      }
    } else {
      problems.append("no line with \(marker) on the pane")
    }
    return problems
  }

  /// Waits until the program in the pane has read everything sent to it (the
  /// terminal's input queue is empty), at most `timeout` seconds, then a moment
  /// more for it to act on it. Returns false on the timeout.
  @discardableResult
  func waitUntilInputRead(timeout: Double = 15) async -> Bool {
    let path = paneFormat("#{pane_tty}")
    let fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
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

  /// The process ids of the pane's shell's children: the program it runs.
  func childPids() -> [pid_t] {
    guard let shell = pid_t(paneFormat("#{pane_pid}")) else { return [] }
    return ProcStat.processes().filter { $0.parent == shell }.map(\.pid)
  }
}

extension TmuxSession: TmuxPane {}

/// Reading `/proc`: processes, their state and the CPU time they used.
enum ProcStat {
  struct Process {
    var pid: pid_t
    var name: String
    /// R, S, T (stopped), Z, …
    var state: String
    var parent: pid_t
    /// User plus system CPU time, in clock ticks.
    var ticks: Int
  }

  /// The process `pid`, or nil when it is gone.
  static func process(_ pid: pid_t) -> Process? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return nil
    }
    return parse(stat)
  }

  /// One line of `/proc/PID/stat`: the name is in parentheses and may hold spaces.
  static func parse(_ stat: String) -> Process? {
    guard let open = stat.firstIndex(of: "("), let shut = stat.lastIndex(of: ")"),
      let pid = pid_t(stat[..<open].trimmingCharacters(in: .whitespaces))
    else { return nil }
    let fields = stat[stat.index(after: shut)...].split(separator: " ")
    // After the name: state, ppid, pgrp, session, tty, tpgid, flags, minflt,
    // cminflt, majflt, cmajflt, utime, stime.
    guard fields.count > 12, let parent = pid_t(fields[1]), let user = Int(fields[11]),
      let system = Int(fields[12])
    else { return nil }
    return Process(
      pid: pid, name: String(stat[stat.index(after: open)..<shut]), state: String(fields[0]),
      parent: parent, ticks: user + system)
  }

  /// Every process we can read.
  static func processes() -> [Process] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { pid_t($0) }.compactMap(process)
  }
}

/// A folder for duoterm's `XDG_STATE_HOME` and `XDG_CONFIG_HOME` that outlives
/// one run, so a second run can restore what the first saved.
final class StateFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("duoterm-faults-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// The environment that points duoterm at this folder.
  var environment: [String: String?] {
    ["XDG_STATE_HOME": path, "XDG_CONFIG_HOME": path]
  }

  /// The session file duoterm saves.
  var sessionFile: String { path + "/duoterm/session.json" }

  /// The saved session as JSON, or nil when there is none or it is not JSON.
  func session() -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: sessionFile) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  /// The value at a dotted path in the saved session (`device.hingeAngle`).
  func value(_ path: String) -> Any? {
    var current: Any? = session()
    for key in path.split(separator: ".") {
      current = (current as? [String: Any])?[String(key)]
    }
    return current
  }

  /// Files in the state folder other than the session and its lock (a `.corrupt`
  /// copy would mean the session could not be read back).
  func strayFiles() -> [String] {
    let folder = path + "/duoterm"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0 != "session.json" && $0 != "session.json.lock" && $0 != "config" }
  }

  /// The saved session called `name` (`session-NAME.json`) as JSON.
  func session(named name: String) -> [String: Any]? {
    let file = path + "/duoterm/session-\(name).json"
    guard let data = FileManager.default.contents(atPath: file) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }
}

/// An interactive shell (bash, with job control) in a tmux pane, for faults that
/// need one: Ctrl-Z and `fg`, and standard input taken from another terminal.
/// Commands are typed into it as a person would.
///
/// ```swift
/// let shell = try ShellSession(width: 120, height: 36)
/// shell.type("echo hi")
/// try await shell.waitUntil("hi") { $0.contains("hi") }
/// ```
final class ShellSession: TmuxPane {
  let socket: String
  let width: Int
  let height: Int
  /// The prompt, so the tests know the shell is waiting for a command.
  static let prompt = "duo-shell$ "
  private var closed = false

  /// Starts bash in a `width` × `height` pane with TERM, a UTF-8 locale, no
  /// backtracer, `DUOTERM` naming the binary, and `environment` on top.
  init(width: Int = 120, height: Int = 36, environment: [String: String?] = [:]) throws {
    self.width = width
    self.height = height
    socket = "duoterm-fault-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    var variables: [String: String?] = [
      "TERM": "xterm-256color", "SWIFT_BACKTRACE": "enable=no", "LC_ALL": "C.UTF-8",
      "PS1": Self.prompt, "HISTFILE": "/dev/null", "DUOTERM": try DuotermBinary.path(),
    ]
    for (name, value) in environment { variables[name] = value }
    let assignments = variables.compactMap { name, value in value.map { "\(name)=\($0)" } }
      .sorted()
    let started = tmux(
      [
        "new-session", "-d", "-s", "duo", "-x", "\(width)", "-y", "\(height)", "--", "env",
      ] + assignments + ["bash", "--norc", "--noprofile", "-i"])
    guard started.status == 0 else { throw SubprocessError("tmux new-session failed: \(started)") }
  }

  deinit { close() }

  /// Kills the tmux server, and with it the shell and what it runs.
  func close() {
    guard !closed else { return }
    closed = true
    let children = childPids()
    tmux(["kill-server"])
    for pid in children { kill(pid, SIGKILL) }
  }

  @discardableResult
  func tmux(_ arguments: [String]) -> ProcessResult {
    Subprocess.run(
      "tmux", ["-L", socket, "-f", "/dev/null"] + arguments,
      environment: ["TMUX": nil, "TMUX_PANE": nil, "LC_ALL": "C.UTF-8"], timeout: 10)
  }

  /// Types `line` and Enter.
  func type(_ line: String) {
    tmux(["send-keys", "-t", "duo", "-l", line])
    tmux(["send-keys", "-t", "duo", "Enter"])
  }

  /// Sends tmux key names, each as one key.
  func sendKeys(_ keys: String...) {
    tmux(["send-keys", "-t", "duo"] + keys)
  }

  /// True when the last line with text is the prompt, waiting for a command.
  var atPrompt: Bool {
    let lines = paneText().split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return lines.last(where: { !$0.isEmpty }) == Self.prompt.trimmingCharacters(in: .whitespaces)
  }

  /// Polls the pane every 50 ms until `condition` holds for its text; returns that
  /// text. Throws, with the last screen, after `timeout` seconds.
  @discardableResult
  func waitUntil(_ what: String, timeout: Double = 30, _ condition: (String) -> Bool)
    async throws -> String
  {
    let deadline = monotonicNow() + timeout
    while true {
      let screen = paneText()
      if condition(screen) { return screen }
      guard monotonicNow() < deadline else {
        throw SubprocessError(
          "timed out after \(timeout) s waiting for \(what); the pane (\(width)×\(height)) shows:\n"
            + screen)
      }
      try await Task.sleep(nanoseconds: 50_000_000)
    }
  }

  /// Waits for the prompt.
  func waitForPrompt(timeout: Double = 30) async throws {
    _ = try await waitUntil("the shell's prompt", timeout: timeout) { _ in atPrompt }
  }

  /// The terminal the pane's shell runs on (`/dev/pts/N`).
  var tty: String { paneFormat("#{pane_tty}") }
}

extension TmuxSession {
  /// Sends `keys` (tmux key names, one `send-keys`), then captures the pane as
  /// fast as tmux answers for `duration` seconds: the frames of an animation. The
  /// loop runs on a thread of its own, so it blocks none of the threads the tests
  /// share.
  func frames(after keys: [String], for duration: Double) async -> [String] {
    let socket = self.socket
    @Sendable func tmux(_ arguments: [String]) -> ProcessResult {
      Subprocess.run(
        "tmux", ["-L", socket, "-f", "/dev/null"] + arguments,
        environment: ["TMUX": nil, "TMUX_PANE": nil, "LC_ALL": "C.UTF-8"], timeout: 10)
    }
    return await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      let thread = Thread {
        _ = tmux(["send-keys", "-t", "duo"] + keys)
        var frames: [String] = []
        let deadline = monotonicNow() + duration
        while monotonicNow() < deadline {
          frames.append(tmux(["capture-pane", "-p", "-t", "duo"]).stdout)
        }
        done.resume(returning: frames)
      }
      thread.start()
    }
  }

  /// The pane once `condition` holds on two captures in a row, or after `timeout`
  /// the last capture, so the caller's expectations say what is wrong.
  func settledPane(_ what: String, timeout: Double = 20, _ condition: (String) -> Bool) async
    -> String
  {
    let screen = try? await waitUntil(what, timeout: timeout, settled: true, condition)
    return screen ?? capture()
  }
}

/// Reading a captured row by terminal columns.
enum FaultText {
  /// `line` as terminal columns: each holds the character that starts in it, or
  /// nil where the wide character before it spills over. Zero-width characters
  /// take no column.
  static func cells(_ line: some StringProtocol) -> [Character?] {
    var result: [Character?] = []
    for character in line {
      let width = Screen.displayWidth(String(character))
      guard width > 0 else { continue }
      result.append(character)
      if width > 1 { result.append(contentsOf: repeatElement(nil, count: width - 1)) }
    }
    return result
  }
}

extension TmuxSession {
  /// duoterm in list-detail in a 120×36 pane with its own state folder, the first
  /// message's reply field focused (Tab) and on screen.
  static func replying(in folder: StateFolder) async throws -> TmuxSession {
    let session = try TmuxSession(
      ["--pattern", "list-detail"], width: 120, height: 36, environment: folder.environment)
    try await session.waitForStart()
    session.sendKeys("Tab")
    try await session.waitUntil("the reply field", timeout: 30) { $0.contains("Reply to") }
    return session
  }
}
