import Glibc

/// A tmux control-mode client (`tmux -C`) on a server of its own: commands go in
/// as lines, and every pane's output comes back as `%output %PANE …` lines, each
/// stamped with the time it was read. The session is destroyed when the client
/// goes, so a bench that dies leaves no tmux server behind.
///
/// ```swift
/// let tmux = try TmuxControl(folder: "/tmp/x", width: 200, height: 50, command: "top")
/// tmux.command("send-keys -t %0 q")
/// ```
final class TmuxControl {
  /// One line from tmux and when it arrived (`MonotonicClock` seconds).
  struct Line {
    var text: String
    var time: Double
  }

  private let client: ChildProcess
  private let socket: String
  private var pending: [UInt8] = []
  private var lines: [Line] = []
  private var closed = false

  /// Starts a server on a socket of its own with `command` in the first window,
  /// `width` × `height`, no status line.
  init(folder: String, width: Int, height: Int, command: String) throws(BenchSkip) {
    // A name of its own per client: a server just closed may still hold the last.
    socket = "duoterm-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let config = "\(folder)/tmux.conf"
    // The control client's size (refresh-client -C) sizes the windows: with
    // window-size manual instead, tmux 3.3a's server exits in control mode.
    let settings = """
      set -g status off
      set -g default-size \(width)x\(height)
      set -g destroy-unattached on
      set -g remain-on-exit off

      """
    guard BenchFiles.write(config, settings) else { throw BenchSkip("cannot write \(config)") }
    guard
      let client = ChildProcess(
        [
          "tmux", "-L", socket, "-f", config, "-C", "new-session", "-s", "bench", "-x",
          "\(width)", "-y", "\(height)", command,
        ], environment: ["TMUX": nil, "TMUX_PANE": nil], pipeInput: true, pipeOutput: true)
    else { throw BenchSkip("tmux could not be started") }
    self.client = client
    _ = fcntl(client.output, F_SETFL, fcntl(client.output, F_GETFL) | O_NONBLOCK)
    guard self.command("refresh-client -C \(width)x\(height)") != nil else {
      close()
      throw BenchSkip("tmux control mode did not answer")
    }
  }

  deinit { close() }

  /// Ends the server (and every program in it).
  func close() {
    guard !closed else { return }
    closed = true
    client.send("kill-server\n")
    client.closeInput()
    var discard = [UInt8](repeating: 0, count: 65536)
    let deadline = MonotonicClock.now() + 2
    while MonotonicClock.now() < deadline {
      var fds = [pollfd(fd: client.output, events: Int16(POLLIN), revents: 0)]
      guard poll(&fds, 1, 100) > 0 else { continue }
      if discard.withUnsafeMutableBytes({ read(client.output, $0.baseAddress, $0.count) }) <= 0 {
        break
      }
    }
    kill(client.pid, SIGTERM)
    client.wait()
  }

  /// Sends one command; the lines of its answer (between `%begin` and `%end`), or
  /// nil on `%error` or after `timeout` seconds. Output lines seen meanwhile are
  /// kept for `next`.
  @discardableResult
  func command(_ text: String, timeout: Double = 5) -> [String]? {
    guard client.send(text + "\n") else { return nil }
    let deadline = MonotonicClock.now() + timeout
    var answer: [String]? = nil
    var kept: [Line] = []
    while let line = next(until: deadline) {
      if line.text.hasPrefix("%begin") {
        // The last word is 1 for a command of this client's; 0 for the server's
        // own (the answer to new-session comes first), which is not this answer.
        answer = line.text.hasSuffix(" 1") ? [] : nil
      } else if line.text.hasPrefix("%end") || line.text.hasPrefix("%error") {
        if answer != nil {
          lines.insert(contentsOf: kept, at: 0)
          return line.text.hasPrefix("%end") ? answer : nil
        }
      } else if answer != nil {
        // tmux sends no notification inside an answer, and an answer's line may
        // start with % itself (a pane's ID: %0).
        answer!.append(line.text)
      } else {
        kept.append(line)
      }
    }
    lines.insert(contentsOf: kept, at: 0)
    return nil
  }

  /// The next line from tmux, waiting until `deadline` at most.
  func next(until deadline: Double) -> Line? {
    while lines.isEmpty {
      let wait = deadline - MonotonicClock.now()
      guard wait > 0 else { return nil }
      var fds = [pollfd(fd: client.output, events: Int16(POLLIN), revents: 0)]
      let ready = poll(&fds, 1, Int32((wait * 1000).rounded(.up)))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return nil }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = chunk.withUnsafeMutableBytes { read(client.output, $0.baseAddress, $0.count) }
      let time = MonotonicClock.now()
      if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
      guard count > 0 else { return nil }
      pending += chunk[0..<count]
      while let newline = pending.firstIndex(of: 0x0A) {
        lines.append(Line(text: String(decoding: pending[..<newline], as: UTF8.self), time: time))
        pending.removeSubrange(...newline)
      }
    }
    return lines.removeFirst()
  }

  /// Waits for the first output of `pane` (`%3`); its arrival time, or nil after
  /// `timeout` seconds.
  func waitForOutput(_ pane: String, timeout: Double) -> Double? {
    let deadline = MonotonicClock.now() + timeout
    while let line = next(until: deadline) {
      if line.text.hasPrefix("%output \(pane) ") { return line.time }
    }
    return nil
  }

  /// Reads until no pane has written for `quiet` seconds (at most `limit`; with
  /// `wholeTime`, for all of `limit`); how many output lines each pane wrote.
  @discardableResult
  func drain(quiet: Double, limit: Double, wholeTime: Bool = false) -> [String: Int] {
    var counts: [String: Int] = [:]
    let end = MonotonicClock.now() + limit
    while true {
      let deadline = wholeTime ? end : min(end, MonotonicClock.now() + quiet)
      guard let line = next(until: deadline) else { return counts }
      if line.text.hasPrefix("%output ") {
        let pane = line.text.split(separator: " ", maxSplits: 2)[1]
        counts[String(pane), default: 0] += 1
      }
      if MonotonicClock.now() >= end { return counts }
    }
  }

  /// A program in a pane: tmux's name for the pane (`%3`) and the program's
  /// process.
  struct Pane {
    var id: String
    var pid: pid_t
  }

  /// The panes of the session by window name.
  func panes() -> [String: Pane] {
    guard let lines = command("list-panes -s -F \"#{window_name} #{pane_id} #{pane_pid}\"")
    else { return [:] }
    var result: [String: Pane] = [:]
    for line in lines {
      let words = line.split(separator: " ")
      guard words.count == 3, let pid = pid_t(words[2]) else { continue }
      result[String(words[0])] = Pane(id: String(words[1]), pid: pid)
    }
    return result
  }

  /// The first window's pane.
  func firstPane() throws(BenchSkip) -> Pane {
    guard let lines = command("list-panes -F \"#{pane_id} #{pane_pid}\""),
      let words = lines.first?.split(separator: " "), words.count == 2,
      let pid = pid_t(words[1])
    else { throw BenchSkip("tmux did not list its pane") }
    return Pane(id: String(words[0]), pid: pid)
  }

  /// Reads every line until `deadline`; how many output lines each pane wrote.
  @discardableResult
  func drain(until deadline: Double) -> [String: Int] {
    let left = deadline - MonotonicClock.now()
    return left > 0 ? drain(quiet: left, limit: left, wholeTime: true) : [:]
  }

  /// The shell command a window runs to start `command` (shell words) with the
  /// bench's environment: a UTF-8 locale, xterm-256color, no backtracer, and state
  /// and config folders of the bench's own (so no saved session is touched). The
  /// script is written to `folder/NAME.sh`.
  static func script(_ command: String, folder: String, name: String) throws(BenchSkip) -> String {
    let environment =
      "TERM=xterm-256color LC_ALL=C.UTF-8 SWIFT_BACKTRACE=enable=no"
      + " XDG_STATE_HOME=\(quoted(folder + "/state"))"
      + " XDG_CONFIG_HOME=\(quoted(folder + "/config"))"
    let path = "\(folder)/\(name).sh"
    guard BenchFiles.write(path, "exec env \(environment) \(command)\n") else {
      throw BenchSkip("cannot write \(path)")
    }
    return "sh \(quoted(path))"
  }

  /// A string as one shell word.
  static func quoted(_ text: String) -> String {
    var result = "'"
    for character in text { result += character == "'" ? "'\\''" : String(character) }
    return result + "'"
  }
}
